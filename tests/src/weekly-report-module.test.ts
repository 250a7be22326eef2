import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { BrowserTimeZone } from '../../adapters/browser/browser-time-zone.adapter';
import { LocalPracticeActivity } from '../../adapters/local/local-practice-activity.adapter';
import { SupabasePracticeActivity } from '../../adapters/supabase/supabase-practice-activity.adapter';
import { PracticeActivityLog } from '../../core/weekly-report/practice-activity.port';
import { TimeZone } from '../../core/ports/time-zone.port';
import { GetWeeklyReport } from '../../core/weekly-report/get-weekly-report.use-case';
import { ToolViewModels } from '../../ui/tools/tool-view-models';
import { WeeklyReportViewModel } from '../../ui/weekly-report/weekly-report.view-model';
import { containerFor } from './container-for';

const HOSTED = {
  VITE_SUPABASE_URL: 'https://nyayapath-test.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon-key-that-is-long-enough',
  VITE_BACKEND_URL: 'https://api.nyayapath.test',
};

describe('the weekly report in the composition root', () => {
  it('keeps practice on the device in local mode, and counts weeks in the device’s zone', () => {
    const container = containerFor({});
    expect(container.get(PracticeActivityLog)).toBeInstanceOf(LocalPracticeActivity);
    expect(container.get(TimeZone)).toBeInstanceOf(BrowserTimeZone);
    expect(container.get(GetWeeklyReport)).toBeInstanceOf(GetWeeklyReport);
    expect(container.get(WeeklyReportViewModel)).not.toBe(container.get(WeeklyReportViewModel));
    expect(container.get(ToolViewModels)).toBeInstanceOf(ToolViewModels);
  });

  it('writes practice to Supabase under row-level security when hosted', () => {
    const container = containerFor(HOSTED);
    expect(container.get(PracticeActivityLog)).toBeInstanceOf(SupabasePracticeActivity);
  });
});
