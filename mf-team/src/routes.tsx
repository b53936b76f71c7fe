import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { markReactInstance, useFeatureTexts } from '@fikr/shared';
import { NS } from './i18n';
import { TeamNav } from './team-nav';
import { MembersPage } from './members/members-page';
import { AuditPage } from './audit/audit-page';
import { BranchesPage } from './branches/branches-page';

markReactInstance('mf-team', React, __APP_VERSION__);

/** Mounted by the shell at /business/team/* (declared in the runtime manifest): members, branches and the audit trail. */
export default function TeamRoutes() {
  useFeatureTexts(NS); // suspends until the reader's language is in
  return (
    <div data-remote="mf-team">
      <TeamNav />
      <Routes>
        <Route path="branches" element={<BranchesPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<MembersPage />} />
      </Routes>
      <span hidden data-testid="remote-version">
        mf-team v{__APP_VERSION__}
      </span>
    </div>
  );
}
