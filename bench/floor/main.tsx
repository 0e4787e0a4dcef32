/**
 * The bench floor: the app's runtime packages, each used for real so none is tree-shaken away, and no app
 * code. A route's LCP is compared with this page's.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { create } from 'zustand';
import axios from 'axios';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import qs from 'qs';

const useFloor = create<{ visits: number }>(() => ({ visits: 1 }));

const client = axios.create({
  baseURL: '/floor-api',
  paramsSerializer: { serialize: (params) => qs.stringify(params) },
});

void i18next.use(initReactI18next).init({
  lng: 'es',
  initAsync: false,
  resources: {
    es: {
      translation: {
        title: 'Piso de rendimiento',
        body: 'Visita {{visits}} del {{date}} ({{uri}}).',
      },
    },
  },
  interpolation: { escapeValue: false },
});

function FloorPage() {
  const { t } = useTranslation();
  const visits = useFloor((state) => state.visits);
  const uri = client.getUri({ url: '/ping', params: { visits } });
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('body', { visits, date: dayjs(0).format('YYYY-MM-DD'), uri })}</p>
    </main>
  );
}

const router = createHashRouter([{ path: '/', element: <FloorPage /> }]);

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
