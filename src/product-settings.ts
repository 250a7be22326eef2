import type { ProductSettings } from '../core/shared/product-settings';
import type { AppConfig } from './config';

export function productSettings(config: AppConfig): ProductSettings {
  return {
    supportEmail: config.supportEmail,
    upiVpa: config.upi.vpa,
    upiPayee: config.upi.payee,
    demoVideoUrl: config.demoVideoUrl,
  };
}
