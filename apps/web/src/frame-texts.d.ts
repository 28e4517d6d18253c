// The frame's texts in one language with every area's drawer labels (build/frame-texts.ts).
declare module 'virtual:frame-texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
