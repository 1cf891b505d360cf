import { useParams } from 'react-router';
import { CollectionGate } from './CollectionGate';
import { ListingScreen } from './ListingScreen';

/** The listing module's route chunk: the gate, then the listing. */
export function Component() {
  const { collection = '' } = useParams();
  return (
    <CollectionGate>
      <ListingScreen key={collection} collection={collection} />
    </CollectionGate>
  );
}
