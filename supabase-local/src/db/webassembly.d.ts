// The part of the WebAssembly API this server uses (the project's lib is ES2023 without the DOM, whose
// typings carry WebAssembly): PGlite's module is compiled once and shared with its threads.
declare namespace WebAssembly {
  class Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
}
