import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const ONBOARDED_PARAM = 'onboarded';

/**
 * True once after onboarding sent the user to /?onboarded=true. The parameter is removed at once (replace),
 * so a reload, a bookmark or Back never shows the welcome again; the message stays until dismissed.
 */
export function useWelcome(): [boolean, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(ONBOARDED_PARAM) === 'true';
  const [show, setShow] = useState(requested);

  useEffect(() => {
    if (!requested) return;
    setShow(true);
    setSearchParams(
      (params) => {
        params.delete(ONBOARDED_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [requested, setSearchParams]);

  return [show, () => setShow(false)];
}
