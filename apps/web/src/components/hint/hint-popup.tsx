import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

/**
 * The popup of `Hint` (hint.tsx), in its own chunk: MUI's Tooltip, opened and closed by the hint, placed against
 * the hint's element through its Popper's `anchorEl`. The Tooltip's own child is an empty hidden span: the real
 * element stays where it is. The Tooltip still closes itself on Escape and when the pointer leaves the popup
 * (`onClose`).
 */
export default function HintPopup({
  title,
  placement,
  anchorEl,
  open,
  onPointerEnter,
  onPointerLeave,
  onClose,
}: {
  title: string;
  placement: TooltipProps['placement'];
  anchorEl: HTMLElement;
  open: boolean;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onClose: () => void;
}) {
  return (
    <Tooltip
      title={title}
      placement={placement}
      open={open}
      onClose={onClose}
      // Only the element's label names it: the span is hidden, and the popup is not a description to announce.
      describeChild
      slotProps={{ popper: { anchorEl, onPointerEnter, onPointerLeave } }}
    >
      <span hidden />
    </Tooltip>
  );
}
