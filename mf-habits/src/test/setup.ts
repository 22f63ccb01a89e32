import { configure } from '@testing-library/react';
import '@onething/shared-ui/test-setup';

// page-level tests render the whole tracker; the shared machine can be slow
configure({ asyncUtilTimeout: 5000 });
