import { LEAD_STAGES, type Lead, type LeadStage } from '@bookone/domain';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDay } from '../../../lib/dates';
import { useLeads, type LeadFilter } from '../api/leads';
import { leadName, movesOf } from '../utils/format';

/** How many cards a column shows: the most recently moved first; the list view pages through the rest. */
const COLUMN_SIZE = 50;
const DRAG_TYPE = 'application/x-bookone-lead';

export type BoardFilter = Omit<LeadFilter, 'page' | 'size' | 'stage'>;

/**
 * The pipeline as columns, one per stage. A card moves by dragging it onto another column, or with its Move menu
 * (keyboard and screen readers: the menu names each stage it may go to); both ask `onMove`, which checks the move.
 */
export function LeadBoard({
  filter,
  onOpen,
  onMove,
  canWrite,
}: {
  filter: BoardFilter;
  onOpen: (lead: Lead) => void;
  onMove: (lead: Lead, stage: LeadStage) => void;
  canWrite: boolean;
}) {
  const [dragged, setDragged] = useState<Lead | null>(null);
  return (
    <Box
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(220px, 1fr)',
        gap: 1.5,
        overflowX: 'auto',
        pb: 1,
      }}
    >
      {LEAD_STAGES.map((stage) => (
        <LeadColumn
          key={stage}
          stage={stage}
          filter={filter}
          dragged={dragged}
          onDrag={setDragged}
          onOpen={onOpen}
          onMove={onMove}
          canWrite={canWrite}
        />
      ))}
    </Box>
  );
}

function LeadColumn({
  stage,
  filter,
  dragged,
  onDrag,
  onOpen,
  onMove,
  canWrite,
}: {
  stage: LeadStage;
  filter: BoardFilter;
  dragged: Lead | null;
  onDrag: (lead: Lead | null) => void;
  onOpen: (lead: Lead) => void;
  onMove: (lead: Lead, stage: LeadStage) => void;
  canWrite: boolean;
}) {
  const { t } = useTranslation('leads');
  const query = useLeads({
    ...filter,
    stage,
    page: 0,
    size: COLUMN_SIZE,
    sort: 'stageChangedAt',
    order: 'desc',
  });
  const accepts = dragged != null && movesOf(dragged.stage).includes(stage);
  const headingId = `lead-column-${stage}`;
  const onDragOver = (e: DragEvent) => {
    if (accepts) e.preventDefault();
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    if (dragged && accepts) onMove(dragged, stage);
    onDrag(null);
  };
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      onDragOver={onDragOver}
      onDrop={onDrop}
      data-stage={stage}
      sx={{
        p: 1,
        // A grid item is as wide as its content by default: a long name would push the card under the next column.
        minWidth: 0,
        minHeight: 240,
        bgcolor: accepts ? 'action.hover' : 'background.default',
        borderStyle: accepts ? 'dashed' : 'solid',
      }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ px: 0.5, pb: 1, fontWeight: 600 }}>
        {t(`stage.${stage}`)}{' '}
        <Typography
          component="span"
          color="text.secondary"
          aria-label={t('board.count', { count: query.data?.total ?? 0 })}
        >
          ({query.data?.total ?? 0})
        </Typography>
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rounded" height={90} aria-label={t('board.loading')} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {(query.data?.items ?? []).map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} onDrag={onDrag} onOpen={onOpen} onMove={onMove} canWrite={canWrite} />
            </li>
          ))}
          {query.data?.items.length === 0 && (
            <Typography component="li" color="text.secondary" variant="body2" sx={{ px: 0.5 }}>
              {t('board.empty')}
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}

function LeadCard({
  lead,
  onDrag,
  onOpen,
  onMove,
  canWrite,
}: {
  lead: Lead;
  onDrag: (lead: Lead | null) => void;
  onOpen: (lead: Lead) => void;
  onMove: (lead: Lead, stage: LeadStage) => void;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation('leads');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const moves = movesOf(lead.stage);
  return (
    <Card
      variant="outlined"
      draggable={canWrite && moves.length > 0}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, String(lead.id));
        e.dataTransfer.effectAllowed = 'move';
        onDrag(lead);
      }}
      onDragEnd={() => onDrag(null)}
      data-lead={lead.id}
      sx={{ cursor: canWrite && moves.length > 0 ? 'grab' : 'default' }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'flex', gap: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link
            component="button"
            type="button"
            variant="subtitle2"
            onClick={() => onOpen(lead)}
            sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {lead.propertyName}
          </Link>
          <Typography variant="body2" color="text.secondary" noWrap>
            {leadName(lead)} · {t(`businessType.${lead.businessType}`)}
          </Typography>
          {lead.accountManagerName && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('board.manager', { name: lead.accountManagerName })}
            </Typography>
          )}
          {lead.followUpDate && (
            <Typography variant="caption" component="p">
              {t('board.followUp', { day: formatDay(lead.followUpDate, i18n.language) })}
            </Typography>
          )}
        </Box>
        {canWrite && moves.length > 0 && (
          <>
            <IconButton
              size="small"
              aria-label={t('board.moveLead', { name: lead.propertyName })}
              aria-haspopup="menu"
              onClick={(e) => setAnchor(e.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            <Menu anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
              {moves.map((stage) => (
                <MenuItem
                  key={stage}
                  onClick={() => {
                    setAnchor(null);
                    onMove(lead, stage);
                  }}
                >
                  {t('board.moveTo', { stage: t(`stage.${stage}`) })}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </CardContent>
    </Card>
  );
}
