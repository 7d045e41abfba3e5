// The Element Timing API's attribute (https://w3c.github.io/element-timing/), which React
// passes through to the DOM but its types do not list.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmented interface's own parameter
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
