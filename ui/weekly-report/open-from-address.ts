import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServicesLoader } from '../common/services';
import type { AddressActions } from './address-request';

export type { AddressActions } from './address-request';

/**
 * Opens what the dashboard's address asks for (/dashboard?open=topicPractice&section=Legal&topic=...),
 * once the plan status is known, then clears the address so a reload does not open it again.
 */
export function useOpenFromAddress(ready: boolean, actions: AddressActions): void {
  const [params, setParams] = useSearchParams();
  const loadServices = useServicesLoader();
  useEffect(() => {
    if (!ready || !params.has('open')) return;
    const query = Object.fromEntries(params);
    setParams({}, { replace: true });
    void import('./address-request').then(({ openRequested }) => openRequested(query, loadServices, actions));
  }, [ready, params, setParams, loadServices, actions]);
}
