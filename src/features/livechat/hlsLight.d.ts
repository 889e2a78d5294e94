// hls.js ships types for its full build only; its light build has the same API (without the
// subtitle, alternative audio and DRM controllers) and answers to the same types.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
