// The exposed module for /playbooks; the feature lives in ../playbooks.
import { PlaybooksRoute } from '../playbooks/routes/playbooks-route';

export default PlaybooksRoute;
