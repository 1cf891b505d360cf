import { ComingSoon } from '../placeholder/ComingSoon';
import { CollectionGate } from './CollectionGate';

/** The listing module's route chunk: the gate, then the listing (a placeholder until it is built). */
export function Component() {
  return (
    <CollectionGate>
      <ComingSoon title="collection" />
    </CollectionGate>
  );
}
