// The prerendered pages' inline script at the end of <body> (built by scripts/mf/inline-scripts.mjs). The page
// is complete without its script, so the script is fetched once the page has been painted (after the load
// event and a frame) instead of competing with the first paint on a slow connection.
export function startPageScriptsAfterLoad(sources: readonly string[], view: Window = window): void {
  view.addEventListener('load', () =>
    view.requestAnimationFrame(() =>
      view.setTimeout(() => {
        for (const source of sources) {
          const script = view.document.createElement('script');
          script.src = source;
          view.document.body.append(script);
        }
      }),
    ),
  );
}
