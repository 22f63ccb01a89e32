// The reflection pages' own chunk (loaded on demand by the thin exposed entry, with the editor after it).
import type { ReflectionKind } from '@onething/shared-data';
import { ReflectionPage } from '../components/reflection-page';

export default function ReflectionPageRoute({ kind }: { kind: ReflectionKind }) {
  return <ReflectionPage kind={kind} />;
}
