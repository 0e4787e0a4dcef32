import { deferData } from '@/lib/router/lazy-route';
import { getRecommendList } from '../api/get-recommend-list';

export function loader() {
  return { products: deferData(getRecommendList()) };
}
