// A stylesheet imported as its text (Vite's `?inline`): leaflet.ts adds Leaflet's to the document itself.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
