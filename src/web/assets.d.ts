// Files webpack turns into modules: CSS is extracted (side-effect import), fonts become URLs.
declare module '*.css';
declare module '*.woff2' {
  const url: string;
  export default url;
}
