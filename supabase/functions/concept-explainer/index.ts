// The concept-explainer edge function (Supabase Edge Runtime, Deno). Its behaviour is in
// handler.ts, which Node tests run; this file only hands it Deno's environment and fetch.
// Deno needs the explicit extension, which is why the app's tsconfig does not include this file.
import { handleExplain } from './handler.ts';

declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

Deno.serve((request) =>
  handleExplain(request, {
    env: (name) => Deno.env.get(name),
    fetch,
    log: (message, detail) => console.error(message, detail ?? ''),
  }),
);
