import { useEffect, useReducer, useRef, useState } from 'react';
import { Alert, Button, Form, Grid, type InputRef, Modal, Select, Typography } from 'antd';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  apiErrorMessage,
  businessQueries,
  formatSom,
  formQueries,
  invalidateAfter,
  queryClient,
  refreshBusinessAtom,
  useQuery,
} from '@fikr/shared';
import { requestDialogAlert } from '@fikr/shared/schemas';
import { BranchSelect } from '../branch-select';
import { NS } from '../i18n';
import { markedModal } from '../remote-root';
import { PhoneField } from './phone-field';
import { initialRequestState, requestReducer } from './request-state';
import { RequestSuccessDialog } from './request-success-dialog';
import { RewardFields } from './reward-fields';
import { sendRequest } from './send-request';
import { useFreshBalance } from './use-fresh-balance';

export const PHONE_FOCUS_DELAY_MS = 300;

/** The new-survey-request dialog; full screen below the md breakpoint. */
export function RequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation([NS, 'common']);
  const [state, dispatch] = useReducer(requestReducer, undefined, initialRequestState);
  const [succeeded, setSucceeded] = useState(false);
  const balance = useFreshBalance(open);
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  // each opening asks for fresh forms, clients and branches (the cached ones show meanwhile)
  const fresh = { enabled: open, refetchOnMount: 'always' } as const;
  const forms = useQuery({ ...formQueries.list(), ...fresh }, queryClient);
  const clients = useQuery({ ...businessQueries.clients(), ...fresh }, queryClient);
  const branches = useQuery({ ...businessQueries.branches(), ...fresh }, queryClient);
  const phoneRef = useRef<InputRef>(null);
  const fullScreen = Grid.useBreakpoint().md !== true;

  useEffect(() => {
    if (!open) return;
    dispatch({ type: 'reset' });
    setSucceeded(false);
    const timer = setTimeout(() => {
      // an owner quicker than the delay (or a slow phone's late timer) may be in another field already: the phone
      // field does not take the focus away from it, which would close an open list of forms under their finger
      if (document.activeElement?.matches('[role="dialog"] :is(input, textarea)')) return;
      phoneRef.current?.focus();
    }, PHONE_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // With one form there is nothing to choose: it is chosen.
  const onlyForm = forms.data?.length === 1 ? forms.data[0]._id : undefined;
  useEffect(() => {
    if (open && onlyForm) dispatch({ type: 'form', formId: onlyForm });
  }, [open, onlyForm]);

  // A business without customers has no last 4 digits to match: it starts with the full number. Only the fresh
  // answer decides: the cached list of the last opening may predate the customer that opening's request added.
  const noClients = clients.isSuccess && !clients.isFetching && clients.data.length === 0;
  useEffect(() => {
    if (open && noClients) dispatch({ type: 'phoneMode', mode: 'full' });
  }, [open, noClients]);

  useEffect(() => dispatch({ type: 'balance', balance }), [balance]);

  const submit = async () => {
    const alert = requestDialogAlert({ ...state, balance });
    if (alert) return dispatch({ type: 'alert', alert: t(`common:${alert}`) });
    dispatch({ type: 'sending', sending: true });
    try {
      await sendRequest(state);
      setSucceeded(true);
      void refreshBusiness(); // the balance the request spent
      // the dashboard's counts and latest lists, the responses, the forms' counts
      void invalidateAfter('surveyRequest');
    } catch (err) {
      dispatch({ type: 'alert', alert: apiErrorMessage(err) });
    } finally {
      dispatch({ type: 'sending', sending: false });
    }
  };

  return (
    <>
      <Modal
        open={open && !succeeded}
        onCancel={onClose}
        modalRender={markedModal}
        title={t('request.title')}
        width={fullScreen ? '100vw' : 560}
        style={fullScreen ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
        styles={fullScreen ? { container: { minHeight: '100vh', borderRadius: 0 } } : undefined}
        footer={[
          <Button key="cancel" onClick={onClose}>
            {t('request.cancel')}
          </Button>,
          <Button
            key="submit"
            type="primary"
            disabled={state.sending || state.balanceError}
            onClick={() => void submit()}
          >
            {state.sending ? t('request.sending') : t('request.submit')}
          </Button>,
        ]}
      >
        <Form layout="vertical" component="div">
          {state.alert && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={state.alert} />}
          <Form.Item label={t('request.form')} htmlFor="request-form">
            <Select
              id="request-form"
              value={state.formId}
              placeholder={t('request.formPlaceholder')}
              loading={forms.isFetching}
              onChange={(formId: string) => dispatch({ type: 'form', formId })}
              options={(forms.data ?? []).map((f) => ({ value: f._id, label: f.title }))}
            />
          </Form.Item>
          {forms.data?.length === 0 && !forms.isFetching && (
            // a request needs a form: say so and lead to the editor instead of an empty list
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              data-testid="no-forms"
              title={t('request.noForms')}
              action={
                <Link to="/business/forms/new" onClick={onClose}>
                  {t('request.newForm')}
                </Link>
              }
            />
          )}
          {(branches.data?.length ?? 0) > 0 && (
            <Form.Item label={t('request.branch')} htmlFor="request-branch">
              <BranchSelect
                id="request-branch"
                label={t('request.branch')}
                value={state.branchId}
                onChange={(branchId) => dispatch({ type: 'branch', branchId })}
                branches={branches.data ?? []}
                emptyLabel={t('request.noBranch')}
              />
            </Form.Item>
          )}
          <PhoneField state={state} dispatch={dispatch} clients={clients.data ?? []} inputRef={phoneRef} />
          <RewardFields state={state} dispatch={dispatch} balance={balance} />
          {balance !== undefined && (
            <Typography.Text type="secondary">{t('request.balance', { balance: formatSom(balance) })}</Typography.Text>
          )}
        </Form>
      </Modal>
      <RequestSuccessDialog open={open && succeeded} onClose={onClose} />
    </>
  );
}
