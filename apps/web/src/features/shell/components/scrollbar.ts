/**
 * The 'custom scrollbar' option (perfectScrollbar, spec §2.3): thin, rounded scrollbars that take the colour of the
 * surface. Horizontal scrolling is always suppressed (spec §9).
 */
export function scrollAreaSx(custom: boolean, thumb = 'rgba(127, 127, 127, 0.45)') {
  return {
    overflowY: 'auto' as const,
    overflowX: 'hidden' as const,
    ...(custom && {
      scrollbarWidth: 'thin' as const,
      scrollbarColor: `${thumb} transparent`,
      '&::-webkit-scrollbar': { width: 8 },
      '&::-webkit-scrollbar-thumb': { backgroundColor: thumb, borderRadius: 8 },
      '&::-webkit-scrollbar-track': { background: 'transparent' },
    }),
  };
}
