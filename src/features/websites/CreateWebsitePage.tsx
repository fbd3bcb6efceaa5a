/**
 * /websites/new: name a website; the name becomes its identifier (the same rule the server checks). With a return
 * address (?next=, a new account in the middle of a domain purchase) the name is suggested from the domain and the
 * new website is taken back there.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';
import { PROJECT_NAME_PATTERN } from '../../../contracts/pricelist';
import { GraphQLRequestError } from '../../app/api/graphql-client';
import { useIsCheckingSession, useSignedInUser } from '../../app/session';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { createWebsite } from './api/create-website';
import { returnAddressFrom, returnWithWebsite } from './first-website';
import { SignInPrompt } from './SignInPrompt';
import { useT } from '../../i18n/i18n';
import './websites.css';

/** The rule in English, as the name's check returns it; the page shows it in its language. */
export const WEBSITE_NAME_RULE = 'Use 3 to 63 lowercase letters, digits and hyphens, not starting or ending with a hyphen.';

export function websiteNameError(name: string): string | null {
  return name.length >= 3 && PROJECT_NAME_PATTERN.test(name) ? null : WEBSITE_NAME_RULE;
}

export function CreateWebsitePage() {
  const t = useT();
  const user = useSignedInUser();
  const isChecking = useIsCheckingSession();
  if (isChecking) return <p role="status">{t('account.loading')}</p>;
  if (!user) return <SignInPrompt heading={t('account.createAWebsite')} />;
  return <CreateWebsiteForm />;
}

/** A website name from a domain's first label (my-bakery.com: my-bakery), if it keeps the rule; else none. */
function suggestedName(domain: string | null): string {
  const label = domain?.split('.')[0]?.toLowerCase() ?? '';
  return websiteNameError(label) === null ? label : '';
}

function CreateWebsiteForm() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = returnAddressFrom(params);
  const domain = returnTo?.searchParams.get('choose') ?? null;
  const [name, setName] = useState(() => suggestedName(domain));
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit() {
    const invalid = websiteNameError(name);
    setError(invalid);
    setFormError(null);
    if (invalid) return;
    setIsSubmitting(true);
    try {
      await createWebsite(name);
      void navigate(returnTo ? returnWithWebsite(returnTo, name) : '/websites');
    } catch (caught) {
      setIsSubmitting(false);
      const message = caught instanceof Error ? caught.message : t('account.createWebsite.failed');
      // The name's own problems go on the field; anything else (signed out, the network) above the form.
      if (caught instanceof GraphQLRequestError && (caught.code === 'INVALID_WEBSITE_NAME' || caught.code === 'WEBSITE_NAME_TAKEN')) setError(message);
      else setFormError(message);
    }
  }

  return (
    <div className="websites">
      <title>{t('account.createAWebsite')}</title>
      <h1>{t('account.createAWebsite')}</h1>
      {domain && <p>{t('account.createWebsite.nameFor', { domain })}</p>}
      <Form
        className="website-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <TextField
          label={t('account.createWebsite.name')}
          name="name"
          value={name}
          error={error === WEBSITE_NAME_RULE ? t('account.createWebsite.rule') : error}
          autoComplete="off"
          autoFocus
          description={t('account.createWebsite.rule')}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
        />
        <Button type="submit" isPending={isSubmitting}>
          {t('account.createWebsite.submit')}
        </Button>
      </Form>
    </div>
  );
}
