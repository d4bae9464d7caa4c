import { canMoveLead, LEAD_STAGES, type Lead, type LeadStage } from '@bookone/domain';

export const leadName = (l: Pick<Lead, 'firstName' | 'lastName'>) =>
  [l.firstName, l.lastName].filter(Boolean).join(' ');

/** The stages a lead may go to from where it is, in the board's order. */
export const movesOf = (stage: LeadStage) => LEAD_STAGES.filter((s) => canMoveLead(stage, s));
