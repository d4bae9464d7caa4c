import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** The auth layout of spec §2.2: an empty shell hosting the routed session page. */
export default function SessionsLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
