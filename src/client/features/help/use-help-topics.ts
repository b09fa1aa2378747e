/**
 * The help's text, one topic per task a user comes for (shell spec, section 2: Help). Each
 * paragraph is its own translation key under help.<topic>.<paragraph>, with its English
 * inline, so translators can work topic by topic. It describes what the app does today;
 * when a screen changes, its paragraph here changes with it.
 */
import { useTranslation } from 'react-i18next';
import { company } from '../../../config/company';
import type { HelpTopic } from './help-search';

export function useHelpTopics(): HelpTopic[] {
  const { t } = useTranslation();
  return [
    {
      id: 'find-vehicle',
      title: t('help.findVehicle.title', 'Find a vehicle'),
      paragraphs: [
        {
          id: 'model',
          text: t(
            'help.findVehicle.model',
            'On the home page, choose the vehicle under "Find a vehicle by model": each model shows its name, model year and picture. The other brand is one link away.',
          ),
        },
        {
          id: 'vin',
          text: t(
            'help.findVehicle.vin',
            'Or type its VIN or registration number under "Find a vehicle by VIN or registration number" and choose Decode. A VIN has 17 characters and never the letters I, O or Q; a mistyped VIN gets a message before anything is sent. The decoded vehicle shows its model, model year and feature codes; Open catalogue browses it, and its parts list then marks the parts that fit it.',
          ),
        },
        {
          id: 'recent',
          text: t(
            'help.findVehicle.recent',
            'Your last ten VINs and registrations are listed on the home page. Star a VIN on the decoder to keep it among your favourite VINs.',
          ),
        },
        {
          id: 'search',
          text: t(
            'help.findVehicle.search',
            'Every catalogue level has a search box: search by part number or by description, in your language. Small typing mistakes and word order do not matter, and exact part numbers come first. A result opens its page with the part highlighted. Search History, in your profile menu, lists your searches and takes you back to where you were browsing.',
          ),
        },
        {
          id: 'share',
          text: t(
            'help.findVehicle.share',
            'Share this catalogue, on a vehicle, copies a link that opens the same catalogue for someone else.',
          ),
        },
      ],
    },
    {
      id: 'illustration',
      title: t('help.illustration.title', 'Read an illustration'),
      paragraphs: [
        {
          id: 'layout',
          text: t(
            'help.illustration.layout',
            'A page section shows the illustration beside its parts list (below it on narrow screens). Each part has its callout, part number, description, quantity (A/R means as required) and whether it fits the decoded vehicle. An English badge marks a description not yet translated into your language; a Duplicate badge marks a part listed twice.',
          ),
        },
        {
          id: 'callouts',
          text: t(
            'help.illustration.callouts',
            'Click a callout number on the illustration to select its rows in the list; select a row to light up its callout.',
          ),
        },
        {
          id: 'zoom',
          text: t(
            'help.illustration.zoom',
            'Zoom and pan with the mouse wheel, by dragging, by pinching, with the Zoom in and Zoom out buttons, or with the keys + and - (0 resets) and the arrow keys. Fit to view shows the whole illustration again; Print prints the illustration and the list.',
          ),
        },
        {
          id: 'nonApplicable',
          text: t(
            'help.illustration.nonApplicable',
            'Parts that do not fit the decoded vehicle are hidden. Turn on Show non-applicable parts to see them too; the choice is remembered on this device for 90 days.',
          ),
        },
        {
          id: 'details',
          text: t(
            'help.illustration.details',
            "Part details, on each row, lists where else the part is used and parts often bought with it. The vehicle's documents (bulletins, prefaces, overlay repairs) open from its catalogue page.",
          ),
        },
      ],
    },
    {
      id: 'shopping-list',
      title: t('help.shoppingList.title', 'Use the shopping list'),
      paragraphs: [
        {
          id: 'add',
          text: t(
            'help.shoppingList.add',
            'Add to list, on any parts row, puts the part on your shopping list with a quantity: a whole number, or A/R for as required. The basket icon in the header, and Manage Shopping List in your profile menu, open the list.',
          ),
        },
        {
          id: 'edit',
          text: t(
            'help.shoppingList.edit',
            'Change a quantity or a price adjustment in its cell: Enter saves, Escape cancels. Remove a line with its button, or empty the whole list with Reset list.',
          ),
        },
        {
          id: 'pricing',
          text: t(
            'help.shoppingList.pricing',
            "Prices come from your dealer's price, discount and tax records: unit price, price, discount, discounted price, tax and total for each line, in your market's currency. Without a network the list is priced from the last known prices, labelled with their date, and priced again when the network returns.",
          ),
        },
        {
          id: 'export',
          text: t(
            'help.shoppingList.export',
            'Export writes the list as a CSV file (which opens in Excel) or an XML file, with the columns you tick.',
          ),
        },
        {
          id: 'dealer',
          text: t(
            'help.shoppingList.dealer',
            "Send to dealer signs you in to the dealer's ordering service and opens its ordering page with the list's part numbers, in a new tab. It needs a network.",
          ),
        },
      ],
    },
    {
      id: 'sync',
      title: t('help.sync.title', 'Sync your changes'),
      paragraphs: [
        {
          id: 'queue',
          text: t(
            'help.sync.queue',
            'Changes to your shopping list, notes and bookmarks are saved on this device at once and queued to be sent to your account. They are sent by themselves whenever you are online, in the order you made them, and each is applied once, however often the network fails in between. Your other devices then show them too.',
          ),
        },
        {
          id: 'button',
          text: t(
            'help.sync.button',
            'The sync button in the header shows how many changes are waiting, when the last sync happened and any problem; Sync now sends at once. Logging out with changes still waiting asks first: they stay on this device and are sent the next time you sign in here.',
          ),
        },
        {
          id: 'refused',
          text: t(
            'help.sync.refused',
            'Now and then the server refuses a change, for example a quantity it cannot accept. That change stays on this device, marked "Refused by the server" where you made it, while your other changes still sync. Review refused changes, under the sync button, says what each one was and why: Discard goes back to the copy in your account, and a quantity, a note or a bookmark name can be edited and sent again.',
          ),
        },
      ],
    },
    {
      id: 'offline',
      title: t('help.offline.title', 'Work offline'),
      paragraphs: [
        {
          id: 'banner',
          text: t(
            'help.offline.banner',
            'When the network goes, the banner "You\'re currently browsing in offline mode" appears and the app keeps working. Every page ends with a sentence saying what works on it without a network.',
          ),
        },
        {
          id: 'works',
          text: t(
            'help.offline.works',
            'Offline, every catalogue page, illustration and document you opened before opens again; your shopping list, notes, bookmarks, search history and recent VINs are on this device and can be changed. Decoding a VIN, new searches, prices, sending to the dealer and signing in need a network.',
          ),
        },
        {
          id: 'keep',
          text: t(
            'help.offline.keep',
            "Make available offline, on a vehicle's catalogue, downloads the whole vehicle to this device: every level, illustration and document, searchable without a network. It shows its progress and can be cancelled; if the network drops it pauses and carries on when it is back. Settings lists the vehicles kept on this device with their size, and removes them.",
          ),
        },
        {
          id: 'app',
          text: t(
            'help.offline.app',
            'Once opened, the catalogue starts again with no network at all, and your browser may offer to install it as an app.',
          ),
        },
      ],
    },
    {
      id: 'notes-bookmarks',
      title: t('help.notesBookmarks.title', 'Notes and bookmarks'),
      paragraphs: [
        {
          id: 'notes',
          text: t(
            'help.notesBookmarks.notes',
            'Notes, on every page section, keeps your own notes on that page; My Notes, in your profile menu, lists them all. Write, edit and delete them online or offline; catalogue levels show how many of your notes lie below them. A note saved offline shows "Waiting to sync" until it reaches your account.',
          ),
        },
        {
          id: 'bookmarks',
          text: t(
            'help.notesBookmarks.bookmarks',
            'The bookmarks icon in the header saves the page you are on under a name of up to 150 characters (at most 50 bookmarks). A bookmark opens in a new window at the same place, with the same vehicle; rename it in its row (Enter saves, Escape cancels) or delete it, one or all.',
          ),
        },
      ],
    },
    {
      id: 'market-language',
      title: t('help.marketLanguage.title', 'Market and language'),
      paragraphs: [
        {
          id: 'choose',
          text: t(
            'help.marketLanguage.choose',
            'The market and language button in the header opens "Choose your Market and Language". Pick them and choose Continue: nothing changes before that. Signed in, the choice is saved to your account; the markets offered depend on your account, and a guest chooses only the language.',
          ),
        },
        {
          id: 'effect',
          text: t(
            'help.marketLanguage.effect',
            'The language sets the words, descriptions and dates you see; the market sets prices and currency. Offline the language changes on this device only, and the market cannot be changed.',
          ),
        },
      ],
    },
    {
      id: 'account',
      title: t('help.account.title', 'Your account'),
      paragraphs: [
        {
          id: 'signIn',
          text: t(
            'help.account.signIn',
            'Sign in on the landing page with your company, retailer or third-party account. The catalogue needs an approved account: a new registration waits for an administrator, and the landing page says so.',
          ),
        },
        {
          id: 'profile',
          text: t(
            'help.account.profile',
            'Your profile menu, behind your initials in the header, shows your name, your user type and role, and when you last visited, with links to your shopping list, notes, this help, settings and search history, and Log Out.',
          ),
        },
        {
          id: 'subscription',
          text: t(
            'help.account.subscription',
            'Independent subscribers whose subscription has ended are told so on every catalogue page, with the way to Manage Subscription.',
          ),
        },
        {
          id: 'subscription-buy',
          text: t(
            'help.account.subscriptionBuy',
            "On Manage Subscription an independent subscriber sees when their subscription ends and buys access by the hour, day, month or year, priced in their market's currency, paying by Visa or Mastercard. Access returns as soon as the payment is taken; a declined card changes nothing and another can be tried. Your orders are listed with their receipts, which can be printed or saved as PDF. Buying needs a network.",
          ),
        },
      ],
    },
    {
      id: 'contact',
      title: t('help.contact.title', 'Contact'),
      paragraphs: [
        {
          id: 'company',
          text: t('help.contact.company', 'The parts catalogue is provided by {{name}}, {{address}}.', {
            name: company.name,
            address: company.registeredOffice.join(', '),
          }),
        },
        {
          id: 'access',
          text: t(
            'help.contact.access',
            'Questions about access to repair and maintenance information (EU 2018/858): {{email}} or {{phone}}.',
            { email: company.complianceEmail, phone: company.compliancePhone },
          ),
        },
        {
          id: 'privacy',
          text: t('help.contact.privacy', 'Questions about your personal data: {{email}}.', {
            email: company.privacyEmail,
          }),
        },
        {
          id: 'administrator',
          text: t(
            'help.contact.administrator',
            'For your account, your access or your dealer settings, ask your administrator (at a dealer, its parts manager).',
          ),
        },
      ],
    },
  ];
}
