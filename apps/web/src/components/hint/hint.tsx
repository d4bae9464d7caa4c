import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

// MUI's Tooltip with its Popper (popper.js) is about 12 KB gzipped: the header and sidebar buttons of every
// signed-in page carry one, and the first screen does not need any (issue 9 §3). The popup downloads on the first
// hover or keyboard focus of a button that has a hint.
const HintPopup = lazy(() => import('./hint-popup'));

/** The wait before a hovered element's hint shows (MUI Tooltip's enterDelay). */
const ENTER_DELAY_MS = 100;
/** The time the pointer has to cross from the element onto its hint, which then stays open (WCAG 1.4.13). */
const LEAVE_DELAY_MS = 100;

/** The props a hint sets on its element, chained with the element's own. */
type TriggerProps = {
  'aria-label'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

const focusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without the selector: show it on any focus, as before
  }
};

/**
 * A tooltip (MUI's, as the theme draws it) on an icon button: shown while the pointer is over the element or over
 * the hint, or while the element has keyboard focus; Escape hides it. It draws the element untouched until then,
 * so the element is never re-mounted when the popup's code arrives (a focused button keeps its focus). The element
 * should carry its own `aria-label`; without one it gets the hint's text, as MUI's Tooltip does.
 */
export function Hint({
  title,
  placement,
  children,
}: {
  title: string;
  placement?: TooltipProps['placement'];
  children: ReactElement<TriggerProps>;
}) {
  // The element the hint points at; set on the first hover or focus, which downloads the popup.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // What the last event asked for, and after how long; `open` follows once that time has passed.
  const [wanted, setWanted] = useState({ open: false, delay: 0 });
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(wanted.open), wanted.delay);
    return () => window.clearTimeout(timer);
  }, [wanted]);

  const show = (element: HTMLElement, delay: number) => {
    setAnchor(element);
    setWanted({ open: true, delay });
  };
  const hide = (delay = 0) => setWanted({ open: false, delay });

  const own = children.props;
  return (
    <>
      {cloneElement(children, {
        'aria-label': own['aria-label'] ?? title,
        onPointerEnter: (event) => {
          own.onPointerEnter?.(event);
          // A touch is a press, not a hover (MUI shows touch hints on a long press only; the name is in the label).
          if (event.pointerType !== 'touch') show(event.currentTarget, ENTER_DELAY_MS);
        },
        onPointerLeave: (event) => {
          own.onPointerLeave?.(event);
          hide(LEAVE_DELAY_MS);
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          if (focusVisible(event.currentTarget)) show(event.currentTarget, 0);
        },
        onBlur: (event) => {
          own.onBlur?.(event);
          hide();
        },
      })}
      {anchor && (
        <Suspense fallback={null}>
          <HintPopup
            title={title}
            placement={placement}
            anchorEl={anchor}
            open={open}
            onPointerEnter={() => setWanted({ open: true, delay: 0 })}
            onPointerLeave={() => hide(LEAVE_DELAY_MS)}
            onClose={() => hide()}
          />
        </Suspense>
      )}
    </>
  );
}
