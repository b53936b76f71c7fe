import React from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { markReactInstance, useFeatureTexts } from '@fikr/shared';
import { NS } from './i18n';
import { ResponsesPage } from './list/responses-page';
import { RemoteRoot } from './remote-root';

markReactInstance('mf-responses', React, __APP_VERSION__);

/**
 * Mounted by the shell at /business/responses/* and at /business/forms/:id/responses, where the
 * route's id is the form whose responses are listed (it presets the form filter). /business/responses/{id}
 * opens that response's details over the list.
 */
export default function FeatureRoutes() {
  useFeatureTexts(NS); // suspends until the reader's language is in
  const { id } = useParams();
  return (
    <RemoteRoot>
      {id ? (
        // the per-form route has no splat: nothing deeper to route
        <ResponsesPage formId={id} />
      ) : (
        <Routes>
          <Route index element={<ResponsesPage />} />
          <Route path=":responseId" element={<ResponsesPage />} />
        </Routes>
      )}
    </RemoteRoot>
  );
}
