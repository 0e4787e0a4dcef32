import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { getRecommendList } from '../api/get-recommend-list';

export function loader({ request }: LoaderFunctionArgs) {
  return { products: deferData(getRecommendList({ signal: request.signal })) };
}
