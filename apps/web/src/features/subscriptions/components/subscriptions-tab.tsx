/**
 * The Subscription tab of the orders area, shown only at centres whose meta enables it (spec part 2 §2). This file
 * is the tab's slot: the subscriptions feature replaces its content with the subscriptions list.
 */
export default function SubscriptionsTab() {
  return <p>Your subscriptions at this centre will be listed here.</p>;
}
