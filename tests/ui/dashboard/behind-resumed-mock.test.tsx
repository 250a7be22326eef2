import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBehindResumedMock } from '../../../ui/dashboard/main/use-behind-resumed-mock';

function track(resumeMock: boolean) {
  return renderHook(({ mockOpen }) => useBehindResumedMock(resumeMock, mockOpen), { initialProps: { mockOpen: false } });
}

describe('the cards behind a full mock resumed on arrival', () => {
  it('are drawn at once when there is no mock to resume, and stay drawn as mocks open and close', () => {
    const { result, rerender } = track(false);
    expect(result.current.behind).toBe(false);
    rerender({ mockOpen: true });
    act(() => result.current.resumed(true));
    expect(result.current.behind).toBe(false);
  });

  it('wait while the resumed mock runs, and are drawn once it closes, for good', () => {
    const { result, rerender } = track(true);
    expect(result.current.behind).toBe(true);
    // The resume settles before the dashboard hears that the mock is open.
    act(() => result.current.resumed(true));
    expect(result.current.behind).toBe(true);
    rerender({ mockOpen: true });
    expect(result.current.behind).toBe(true);
    rerender({ mockOpen: false });
    expect(result.current.behind).toBe(false);
    // A mock opened again later from its card no longer hides them.
    rerender({ mockOpen: true });
    expect(result.current.behind).toBe(false);
  });

  it('are drawn when there was nothing to resume, even if the dashboard never heard the mock open', () => {
    const { result } = track(true);
    act(() => result.current.resumed(false));
    expect(result.current.behind).toBe(false);
  });

  it('are drawn when a second report says the resume ended with the mock closed', () => {
    const { result } = track(true);
    act(() => result.current.resumed(true));
    act(() => result.current.resumed(false));
    expect(result.current.behind).toBe(false);
  });
});
