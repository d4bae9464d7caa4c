import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

import { RouterAuthEnvironment } from '../../../features/auth/components/router-auth-environment';
import { warmUpSignedInArea } from '../../warm-up';

/**
 * The auth layout of spec §2.2: an empty shell hosting the routed session page, which takes its text and navigation
 * from the auth environment (the stand-alone sign-in page of app/signin-app.tsx provides its own).
 */
export default function SessionsLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <RouterAuthEnvironment warmUp={warmUpSignedInArea}>
        <Outlet />
      </RouterAuthEnvironment>
    </Box>
  );
}
