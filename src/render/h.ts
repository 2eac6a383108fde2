/**
 * `h(type, props, ...children)`: React's createElement under a short name. Folio's components are
 * plain TypeScript (Node runs the sources directly and does not compile JSX), so they build their
 * elements with `h`.
 *
 * @module
 */
import { createElement, Fragment } from 'react';

export const h = createElement;
export { Fragment };
