import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type LocationState =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'found'; latitude: number; longitude: number }
  | { kind: 'failed'; reason: 'denied' | 'unavailable' | 'timeout' };

const LOCATION_TIMEOUT_MS = 15_000;
// GeolocationPositionError codes (the constants are not on the error object in every webview).
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

function reasonOf(error: GeolocationPositionError): 'denied' | 'unavailable' | 'timeout' {
  if (error.code === PERMISSION_DENIED) return 'denied';
  if (error.code === TIMEOUT) return 'timeout';
  return 'unavailable';
}

/** Asks the device for its position once and shows it (5 decimals) or why it could not. */
export function GeolocationCheck() {
  const { t } = useTranslation('devTools');
  const [state, setState] = useState<LocationState>({ kind: 'idle' });
  const request = useRef(0);

  useEffect(
    () => () => {
      request.current += 1; // answers arriving after unmount are ignored
    },
    [],
  );

  const locate = () => {
    const id = ++request.current;
    const settle = (next: LocationState) => {
      if (request.current === id) setState(next);
    };
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) {
      settle({ kind: 'failed', reason: 'unavailable' });
      return;
    }
    setState({ kind: 'locating' });
    try {
      geolocation.getCurrentPosition(
        (position) =>
          settle({
            kind: 'found',
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
          }),
        (error) => settle({ kind: 'failed', reason: reasonOf(error) }),
        { enableHighAccuracy: false, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 },
      );
    } catch {
      settle({ kind: 'failed', reason: 'unavailable' });
    }
  };

  return (
    <div className="preview__locate">
      <button
        type="button"
        className="btn"
        onClick={locate}
        disabled={state.kind === 'locating'}
        aria-busy={state.kind === 'locating'}
      >
        {state.kind === 'locating' ? t('device.locating') : t('device.locate')}
      </button>
      <p className="preview__location" role="status">
        {state.kind === 'found'
          ? t('device.position', {
              latitude: state.latitude.toFixed(5),
              longitude: state.longitude.toFixed(5),
            })
          : state.kind === 'failed'
            ? t(`device.${state.reason}`)
            : null}
      </p>
    </div>
  );
}
