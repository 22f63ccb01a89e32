// Shown when the shell cannot start (e.g. /config.json missing or invalid). Plain markup on purpose:
// the design system may be exactly what failed to load.
export function StartupError({ message }: { message: string }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '15vh auto', padding: 24 }}>
      <h1>ONE Thing OS could not start</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </main>
  );
}
