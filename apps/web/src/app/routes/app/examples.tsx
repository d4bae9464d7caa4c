import { useParams } from 'react-router';

import { ExampleViewer } from '../../../features/examples/components/example-viewer';
import { EXAMPLES_ROUTE_DATA } from '../../../features/examples/example-registry';

/** /examples/:id (and /examples, which lists the pages): the example viewer with the app's route data. */
export default function ExamplesRoute() {
  const { id } = useParams();
  return <ExampleViewer id={id} data={EXAMPLES_ROUTE_DATA} />;
}
