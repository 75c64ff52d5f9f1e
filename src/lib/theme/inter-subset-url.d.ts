// The address of Inter subset to the content's characters, served by scripts/build/vite/inter-subset-plugin.ts.
declare module 'virtual:inter-subset-url' {
  const interSubsetUrl: string;
  export default interSubsetUrl;
}
