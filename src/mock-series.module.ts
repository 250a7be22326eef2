import { ContainerModule } from 'inversify';
import { Auth } from '../core/auth/auth.port';
import { SeriesDesk } from '../core/mock-series/series-desk.port';
import { SeriesService } from '../core/mock-series/series-service.port';
import type { AppConfig } from './config';
import type { HttpAdapters } from './http-adapters';
import { loadedHttp } from './loaded-http';

/**
 * The All-India Mock: scheduled papers kept, timed and marked by the NyayaPath server, ranked among
 * its takers, and scheduled by operators at /admin. With the server (VITE_API_HOST) the student's
 * service and the operator's desk are its HTTP adapters; in local mode both are null, and the
 * dashboard's card and the console say the series needs the server. The card and the console
 * make their own view models from these services, so that their code stays out of the
 * composition root.
 */
export function mockSeriesModule(config: AppConfig, http?: HttpAdapters): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const { aiHost } = config;
    if (!aiHost) {
      bind(SeriesService).toConstantValue(null);
      bind(SeriesDesk).toConstantValue(null);
      return;
    }
    const { HttpMockSeries, HttpSeriesDesk } = loadedHttp(http);
    bind(SeriesService).toResolvedValue((auth: Auth) => new HttpMockSeries(auth, { baseUrl: aiHost.url }), [Auth]);
    bind(SeriesDesk).toResolvedValue((auth: Auth) => new HttpSeriesDesk(auth, { baseUrl: aiHost.url }), [Auth]);
  });
}
