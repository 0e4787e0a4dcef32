import { deferData } from '@/lib/router/early-data';
import { getRecommendList } from '../api/get-recommend-list';

export function loader() {
  return { products: deferData(getRecommendList()) };
}
