import type { Plugin } from 'vite';

/** Prerenders the public pages after the client build and serves them in `vite preview`. */
export function prerenderPlugin(): Plugin;
