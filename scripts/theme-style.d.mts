import type { Plugin } from 'vite';

export function themeRule(): Promise<string>;
export function tokensModule(): Promise<string>;
export function themeStylePlugin(): Plugin;
