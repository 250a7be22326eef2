/** What the screens show from configuration: where students write to, and whom they pay. */
export const ProductSettings = Symbol('ProductSettings');
export interface ProductSettings {
  readonly supportEmail: string;
  readonly upiVpa: string;
  readonly upiPayee: string;
  /** The 90-second demo's embed address, or null when none is configured. */
  readonly demoVideoUrl: string | null;
}
