/**
 * Saved cards and automatic renewal, by keyboard alone (docs/services.md "Saved cards and automatic renewal"): pay by
 * card ticking "Save this card for automatic renewals", find the card in My services with the new website's package
 * renewing itself, switch that off and on, and remove the card. Stripe is replaced at the network boundary only
 * (e2e/support/stripe.ts): the stand-in Stripe.js in the page, the stand-in API behind the server, and the webhook
 * signed as Stripe signs it. On a portal of its own: the shared demo account's My services lists every website the
 * other journeys paid for, and the keyboard's way to this website's switch would depend on how many ran before.
 */
import { expect, test } from "@playwright/test";
import {
  call,
  expectNoAxeViolations,
  fillBilling,
  openNewOrder,
  press,
  tabTo,
} from "./support/checkout";
import { ownPortal } from "./support/own-portal";
import {
  sendPaymentSucceeded,
  serveStripeJs,
  STRIPE_SERVER_ENV,
} from "./support/stripe";

const CARD = "Visa ending 4242, expires 12/2030";

const portal = await ownPortal("saved-cards", STRIPE_SERVER_ENV);

test.describe("saved cards", () => {
  test.slow();
  test.use({ baseURL: portal.baseURL });
  test.beforeAll(() => portal.open(async () => {}));
  test.afterAll(() => portal.close());

  test("a card saved with a payment renews the package by itself until it is switched off or the card is removed", async ({
    page,
    request,
  }) => {
    await serveStripeJs(page);
    const website = await openNewOrder(page);
    await fillBilling(page);
    await press(page.getByRole("radio", { name: /Card/ }));
    const card = page.getByRole("textbox", { name: "Card number" });
    await card.fill("4242 4242 4242 4242");
    const save = page.getByRole("checkbox", {
      name: "Save this card for automatic renewals",
    });
    await expect(save).not.toBeChecked();
    await tabTo(page, save);
    await page.keyboard.press("Space");
    await expect(save).toBeChecked();
    await expect(save).toBeFocused();
    await expectNoAxeViolations(page);
    const before = (
      await call<{ savedCards: { id: string }[] }>(
        page,
        "{ savedCards { id } }",
        {},
      )
    ).savedCards.length;
    await tabTo(page, page.getByRole("button", { name: "Finish and pay" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you for your order" }),
    ).toBeVisible();

    // Stripe.js asked to keep the card; Stripe saves it to the account's Customer and tells the server.
    const confirmed = JSON.parse(
      (await page.evaluate(() =>
        window.sessionStorage.getItem("stripeStandInLastConfirmed"),
      )) ?? "{}",
    ) as { clientSecret: string; setupFutureUsage: string | null };
    expect(confirmed.setupFutureUsage).toBe("off_session");
    expect(
      await sendPaymentSucceeded(
        request,
        confirmed.clientSecret,
        confirmed.setupFutureUsage,
      ),
    ).toBe(200);
    expect(
      (
        await call<{ savedCards: { id: string }[] }>(
          page,
          "{ savedCards { id } }",
          {},
        )
      ).savedCards,
    ).toHaveLength(before + 1);

    await page.goto("/my/services");
    const cards = page.getByRole("region", { name: "Saved cards" });
    await expect(cards.getByText(CARD).first()).toBeVisible();
    const renewal = page.getByRole("switch", {
      name: `Automatic renewal of the Standard package for ${website}`,
    });
    // Paid with a card saved for it: on.
    await expect(renewal).toBeChecked();
    await expectNoAxeViolations(page);

    await tabTo(page, renewal);
    await page.keyboard.press("Space");
    await expect(renewal).not.toBeChecked();
    await expect(renewal).not.toHaveAttribute("aria-busy");
    await expect(renewal).toBeFocused();
    await page.keyboard.press("Space");
    await expect(renewal).toBeChecked();
    await expect(renewal).not.toHaveAttribute("aria-busy");
    await expect(renewal).toBeFocused();

    // Remove asks first; Keep it gives the focus back to Remove.
    const remove = cards
      .getByRole("button", { name: `Remove ${CARD}` })
      .first();
    await tabTo(page, remove);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Remove this card?" });
    await expect(dialog).toContainText(CARD);
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole("button", { name: "Keep it" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    for (let left = before + 1; left > 0; left -= 1) {
      await tabTo(
        page,
        cards.getByRole("button", { name: /^Remove / }).first(),
      );
      await page.keyboard.press("Enter");
      await tabTo(
        page,
        dialog.getByRole("button", { name: "Remove the card" }),
      );
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      // The card and its button are gone: the focus is on the saved cards' heading, where the removal is read out.
      await expect(cards.getByRole("status")).toHaveText(/ was removed\.$/);
      await expect(
        cards.getByRole("heading", { name: "Saved cards" }),
      ).toBeFocused();
    }
    // No card left: nothing renews itself, and the switch says why it cannot be turned on.
    await expect(renewal).not.toBeChecked();
    await expect(renewal).toBeDisabled();
    await expect(
      page
        .getByText("Automatic renewal needs a saved card: save one below.")
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
