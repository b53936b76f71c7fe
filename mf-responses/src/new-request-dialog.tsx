import React from 'react';
import { markReactInstance, useFeatureTexts } from '@fikr/shared';
import { NS } from './i18n';
import { RequestDialog } from './request/request-dialog';

markReactInstance('mf-responses', React, __APP_VERSION__);

export interface NewRequestDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Exposed to the shell's plus button. After a successful send the success dialog stays up until the
 * user closes it, and only then is `onClose` called, so a shell that unmounts the module on close
 * never cuts the success message short.
 */
export default function NewRequestDialog({ open, onClose }: NewRequestDialogProps) {
  useFeatureTexts(NS); // suspends until the reader's language is in
  // Nothing renders in place (only antd's portal), so the shell's host box stays empty and hidden.
  return <RequestDialog open={open} onClose={onClose} />;
}
