import Box from '@mui/material/Box';

/** What a channel sent or was sent, as text: JSON laid out for reading, anything else (iCal, XML) as it came. */
export function PayloadText({ payload, label }: { payload: string; label: string }) {
  let text = payload;
  try {
    text = JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    // Not JSON: shown as sent.
  }
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        p: 1.5,
        maxHeight: 360,
        overflow: 'auto',
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: 12,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
      }}
    >
      {text}
    </Box>
  );
}
