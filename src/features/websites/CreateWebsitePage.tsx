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
import './websites.css';

export const WEBSITE_NAME_RULE = 'Use 3 to 63 lowercase letters, digits and hyphens, not starting or ending with a hyphen.';

export function websiteNameError(name: string): string | null {
  return name.length >= 3 && PROJECT_NAME_PATTERN.test(name) ? null : WEBSITE_NAME_RULE;
}

export function CreateWebsitePage() {
  const user = useSignedInUser();
  const isChecking = useIsCheckingSession();
  if (isChecking) return <p role="status">Loading…</p>;
  if (!user) return <SignInPrompt heading="Create a website" />;
  return <CreateWebsiteForm />;
}

/** A website name from a domain's first label (my-bakery.com: my-bakery), if it keeps the rule; else none. */
function suggestedName(domain: string | null): string {
  const label = domain?.split('.')[0]?.toLowerCase() ?? '';
  return websiteNameError(label) === null ? label : '';
}

function CreateWebsiteForm() {
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
      const message = caught instanceof Error ? caught.message : 'The website could not be created. Please try again.';
      // The name's own problems go on the field; anything else (signed out, the network) above the form.
      if (caught instanceof GraphQLRequestError && (caught.code === 'INVALID_WEBSITE_NAME' || caught.code === 'WEBSITE_NAME_TAKEN')) setError(message);
      else setFormError(message);
    }
  }

  return (
    <div className="websites">
      <title>Create a website</title>
      <h1>Create a website</h1>
      {domain && <p>Name the website {domain} is for. Then you are back to ordering {domain}.</p>}
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
          label="Website name"
          name="name"
          value={name}
          error={error}
          autoComplete="off"
          autoFocus
          description={WEBSITE_NAME_RULE}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
        />
        <Button type="submit" isPending={isSubmitting}>
          Create website
        </Button>
      </Form>
    </div>
  );
}
