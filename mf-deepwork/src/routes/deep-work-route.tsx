// /deep-work: the deep work timer, its session, the shield and the ambient sounds.
import { DeepWorkPage } from '../features/timer/components/deep-work-page';

export default function DeepWorkRoute() {
  return <DeepWorkPage />;
}
