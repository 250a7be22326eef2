import { HttpAiHost } from '../adapters/http/http-ai-host.adapter';
import { HttpBackend } from '../adapters/http/http-backend.adapter';
import { HttpContactInbox } from '../adapters/http/http-contact-inbox.adapter';
import { HttpDailyQuiz } from '../adapters/http/http-daily-quiz.adapter';
import { HttpMockAttempts } from '../adapters/http/http-mock-attempts.adapter';
import { HttpMockSeries } from '../adapters/http/http-mock-series.adapter';
import { HttpPaymentDesk } from '../adapters/http/http-payment-desk.adapter';
import { HttpReportDesk } from '../adapters/http/http-report-desk.adapter';
import { HttpSeriesDesk } from '../adapters/http/http-series-desk.adapter';

/**
 * The adapters that reach the NyayaPath server over HTTP (with ky), a chunk of their own: the
 * browser's composition root loads it only when VITE_BACKEND_URL or VITE_API_HOST is set
 * (src/composition.ts), so local mode starts without it. The modules import its type alone.
 */
export const httpAdapters = { HttpAiHost, HttpBackend, HttpContactInbox, HttpDailyQuiz, HttpMockAttempts, HttpMockSeries, HttpPaymentDesk, HttpReportDesk, HttpSeriesDesk };

export type HttpAdapters = typeof httpAdapters;
