import type es from './privacy.es';

const privacy: typeof es = {
  title: 'Comprehensive privacy notice',
  titleLang: 'en',
  updated: 'Last updated: 1 March 2025',
  tocTitle: 'Contents',
  backToContents: 'Back to contents',
  intro: [
    '{{lender.legalName}} ("{{lender.brandName}}", "we" or "the Controller") makes this comprehensive privacy notice available to you in compliance with Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties (the "Law"), its Regulations and the Privacy Notice Guidelines.',
    'This notice explains which personal data we collect when you use our mobile app, our website and our service channels (together, the "Services"); what we use them for; who we share them with; how long we keep them; and how you can exercise your rights over them. Please read it in full before applying for a loan. If you have any questions, write to us at {{lender.supportEmail}}.',
    'By creating an account, ticking the acceptance box or continuing to use the Services after this notice has been made available to you, you acknowledge that you have read it and, where the Law requires it, you consent to the processing of your data as described here. For sensitive personal data and for financial or asset data we will ask for your express consent separately.',
  ],
  sections: [
    {
      id: 'controller',
      title: '1. Identity and address of the Controller',
      body: [
        'The controller of your personal data is {{lender.legalName}}, whose address is {{lender.address}}.',
        'We have appointed a Personal Data Department, which handles your requests and promotes the protection of personal data within the organisation. You can contact it by e-mail at {{lender.supportEmail}} or at the address above, Monday to Friday from 9:00 to 18:00, except public holidays.',
      ],
    },
    {
      id: 'data',
      title: '2. Personal data we process',
      body: [
        'To provide the Services we process the following categories of personal data, which we obtain directly from you, automatically through your device when you allow it, or from public sources and authorised third parties such as credit bureaus:',
        [
          'Identification data: full name, date and place of birth, sex, nationality, Unique Population Registry Code (CURP), Federal Taxpayer Registry number (RFC), an image of your official ID and your electronic signature.',
          'Contact data: mobile phone number, e-mail address and home address.',
          'Employment and socio-economic data: occupation, employer’s name, length of employment, approximate monthly income, level of education and marital status.',
          'Financial and asset data: the bank account number or CLABE interbank code for the loan deposit, your payment history with us, information on your credit history obtained from credit bureaus with your authorisation, and payment references.',
          'Biometric data: templates and photographs of your face taken during identity verification (see section 3).',
          'Location data: the approximate or precise location of your device at the time of the application, when you grant the corresponding permission (see section 4).',
          'Device and usage data: device identifier, model, manufacturer, operating system and its version, app version, advertising identifier, IP address, language, time zone, network type, technical error logs and the way you move through the app.',
          'Communications: the content of the complaints, comments and messages you send us, recordings of calls with our service centre, of which you will be told at the start of each call, and the images you attach to a complaint.',
        ],
        'We do not request or access your contact list, your text messages, your call log or your personal photographs or files, except the images you expressly choose to take or attach. We do not use your data to contact your relatives, friends or colleagues.',
        'If you give us data about third parties, for example a personal reference, you confirm that you have their consent to do so and that you have told them about this notice.',
      ],
    },
    {
      id: 'face-recognition',
      title: '3. Face recognition and biometric data',
      body: [
        'To prevent identity theft and fraud, during the application we will ask you to take a photograph of your face (liveness check) and compare it with the photograph on your official ID. For this purpose we generate a biometric template, that is, a numerical representation of the features of your face. Biometric data are sensitive personal data, so we process them only with your express written consent, which you give electronically before the verification starts.',
        'We use your biometric data only to:',
        [
          'confirm that the person applying for the loan is the holder of the ID presented;',
          'check that the photograph was taken of a person who is present and not of a picture, video or mask;',
          'detect duplicate or fraudulent applications using the same identity.',
        ],
        'We do not use your biometric data for advertising, we do not sell them and we do not share them with third parties, except with the technology provider that performs the comparison on our behalf, which acts as a processor, is bound by contract to process them only on our instructions and may not keep them for itself.',
        'Photographs of your face and biometric templates are securely deleted within 30 (thirty) calendar days after the verification process ends, whatever its result. We keep only the record of the verification result (passed or not passed), its date and the transaction identifier, as evidence that we have met our customer identification obligations.',
        'If you do not want us to process your biometric data, you may refuse consent; in that case we may offer you an alternative verification method where available, or we will be unable to process your loan application online.',
      ],
    },
    {
      id: 'location',
      title: '4. Location data',
      body: [
        'Our loans are granted only to people who live in Mexico. For this reason, when you apply for a loan we will ask for permission to know your device’s location. We use this information to:',
        [
          'verify that the application is made from Mexican territory, as we do not grant loans to people outside Mexico;',
          'prevent fraud, for example by detecting applications made from places that do not match the declared address, or several applications from the same place in a short time;',
          'comply with our obligations to prevent transactions with funds of illicit origin.',
        ],
        'We obtain your location only at the moments of application and disbursal, while the app is open. We do not track your location continuously or in the background, and we do not use it to find you for collection purposes.',
        'You can deny or withdraw the location permission at any time in your device settings. If you do, we may be unable to confirm that you are in Mexico and, as a result, unable to process a new loan application.',
      ],
    },
    {
      id: 'camera',
      title: '5. Camera access',
      body: [
        'The app asks for access to your device’s camera only so that you can photograph your official ID, take the photograph of your face for identity verification and, if you wish, attach images to a complaint or a payment receipt.',
        'The camera is turned on only when you start one of these actions and the screen shows you the preview. We do not take photographs or record video without your knowledge, and we do not access your device’s gallery except for the image you expressly choose.',
        'You can withdraw the camera permission in your device settings. Without it you will not be able to complete identity verification in the app.',
      ],
    },
    {
      id: 'purposes',
      title: '6. Purposes of processing',
      body: [
        'We process your personal data for the following primary purposes, which are necessary for our legal relationship with you:',
        [
          'verifying your identity, your age and your residence in Mexico;',
          'assessing your loan application and your ability to repay, including checking your history with credit bureaus with your authorisation;',
          'entering into, documenting and managing the loan agreement, depositing the funds into your account and receiving your payments;',
          'sending you notices about your loan, such as confirmation of the deposit, payment date reminders and your account status;',
          'carrying out collection respectfully, in accordance with the rules that apply to collection agencies;',
          'handling your requests, complaints and queries, and monitoring the quality of our service;',
          'preventing, detecting and investigating fraud, identity theft and unlawful transactions;',
          'complying with the legal and regulatory obligations that apply to us and responding to requests from competent authorities;',
          'keeping the app and our systems secure.',
        ],
        'In addition, and as long as you do not object, we will process your data for the following secondary purposes, which are not necessary for the legal relationship but allow us to serve you better:',
        [
          'sending you information about new products, promotions and loan offers;',
          'carrying out satisfaction surveys and market research;',
          'producing statistics and analyses to improve our products, preferably with de-identified data.',
        ],
        'If you do not want your data to be processed for the secondary purposes, you can say so when this notice is presented to you, by ticking the corresponding box in the app, or at any later time by writing to {{lender.supportEmail}} with the subject "Secondary purposes". Refusing will not be a reason to deny you the Services.',
      ],
    },
    {
      id: 'transfers',
      title: '7. Transfers and disclosures of data',
      body: [
        'To fulfil the purposes described, we may share your personal data with the following third parties, inside or outside Mexico:',
        [
          'Credit bureaus, to check and report your credit history, with your express authorisation and in accordance with the Law Regulating Credit Information Companies.',
          'Competent financial, tax, judicial and administrative authorities, when required by law or ordered by an authority.',
          'Banks and payment institutions, to deposit the loan and process your payments.',
          'Holding companies, subsidiaries or affiliates under the common control of {{lender.brandName}} that operate under the same data protection policies, for internal control, fraud prevention and risk management.',
          'Where applicable, an assignee or purchaser of the loan portfolio, under the terms of the loan agreement.',
        ],
        'The transfers above do not require your consent under article 37 of the Law, because they are necessary for the legal relationship, required by law or made to companies of the same group. Any other transfer that does require it will be made only with your prior consent.',
        'We also disclose data to providers that provide services to us, such as cloud hosting, identity verification, message and e-mail delivery, telephone support and collection agencies. These disclosures are to processors: the providers process the data only on our behalf and on our instructions, and are bound by contract to keep them confidential and secure.',
        'We do not sell or rent your personal data to third parties.',
      ],
    },
    {
      id: 'arco',
      title: '8. ARCO rights: access, rectification, cancellation and opposition',
      body: [
        'You have the right to know which personal data we hold about you, what we use them for and the conditions of that use (Access); to ask for your information to be corrected if it is out of date, inaccurate or incomplete (Rectification); to ask us to delete it from our records or databases when you consider that it is not being used in accordance with the principles, duties and obligations set out in the law (Cancellation); and to object to the use of your data for specific purposes (Opposition). These rights are known as ARCO rights.',
        'To exercise any of the ARCO rights, send a request to {{lender.supportEmail}} or deliver it to our address. The request must include:',
        [
          'your full name and an e-mail or postal address where we can send you the answer;',
          'a copy of your valid official ID or, where applicable, the documents proving the identity and legal authority of your representative;',
          'a clear and precise description of the personal data in respect of which you wish to exercise an ARCO right;',
          'any other information or document that helps us locate your data, such as the phone number registered in the app;',
          'for rectification requests, the changes to be made and the documents supporting your request.',
        ],
        'The time limits for handling your request are as follows:',
        [
          'If the information you give us is insufficient or wrong for us to handle the request, or the necessary documents are missing, within 5 (five) working days of receiving the request we will ask you, once only, to provide the necessary information or documents.',
          'You will have 10 (ten) working days, counted from the day after you receive our request, to answer it. If you do not answer within that time, the request will be deemed not submitted.',
          'We will tell you our decision within no more than 20 (twenty) days of the date we receive your complete request.',
          'If the request is upheld, we will carry it out within 15 (fifteen) working days of the date we tell you our answer.',
        ],
        'The 20-day and 15-working-day limits may be extended once by an equal period, when the circumstances of the case justify it and we tell you so within the original limit.',
        'Personal data will be delivered free of charge; you will only have to pay, where applicable, justified shipping costs or the cost of copies or other formats. If you submit the same request again within less than twelve months, the cost will not exceed three times the current Unit of Measure and Update (UMA), unless there are substantial changes to this notice that prompt new enquiries.',
        'Please note that cancelling certain data may not be possible while a loan is outstanding or a balance is unpaid, or when we must keep the data by law. In that case we will tell you why and for how long the data will be blocked before it is deleted.',
        'If you believe your right to the protection of personal data has been infringed, you may go to the authority responsible for personal data protection.',
      ],
    },
    {
      id: 'revocation',
      title: '9. Withdrawing consent and limiting use or disclosure',
      body: [
        'You may withdraw at any time the consent you have given us to process your personal data, following the same procedure as for ARCO rights. However, please note that we cannot always grant your request or stop the use immediately, because a legal or contractual obligation may require us to keep processing your data, for example while a balance remains unpaid.',
        'Besides the procedure above, you can limit the use of your data for advertising:',
        [
          'by turning off promotional notifications in the app settings;',
          'by using the "unsubscribe" option included in every promotional e-mail;',
          'by registering with the Public Registry to Avoid Advertising (REPEP) of the Federal Consumer Protection Agency, or with the Public Registry of Users (REUS) of CONDUSEF.',
        ],
      ],
    },
    {
      id: 'retention',
      title: '10. Retention and security of data',
      body: [
        'We keep your personal data only for as long as necessary to fulfil the purposes that justified processing them and the legal obligations that apply to us. In general, data relating to a loan are kept for the life of the agreement and, once it ends, for the retention periods required by tax, commercial and anti-money-laundering rules, which may be up to ten years. When those periods end, the data are blocked and then securely deleted.',
        'Photographs of your face and biometric templates are deleted within 30 (thirty) calendar days after the identity verification process ends, as explained in section 3. If your loan application is not approved and you have no other relationship with us, we will delete or de-identify the rest of the application data once the applicable legal periods have passed.',
        'We have adopted administrative, technical and physical security measures to protect your data against damage, loss, alteration, destruction or unauthorised use, access or processing, including: encryption of information in transit and at rest, access control based on the principle of least privilege, access logs, backups, staff training and confidentiality agreements with employees and providers.',
        'If a security breach occurs that significantly affects your property or moral rights, we will tell you immediately by e-mail or through the app, so that you can take the appropriate steps to protect your rights.',
      ],
    },
    {
      id: 'cookies',
      title: '11. Cookies and similar technologies',
      body: [
        'Our website and the web pages shown inside the app use cookies, the browser’s local storage and similar technologies. Cookies are small text files that a site stores in your browser to remember information between visits.',
        'We use the following categories:',
        [
          'Strictly necessary: they keep your session, remember the language you chose and protect forms against abuse. Without them the Services do not work properly, so they cannot be turned off from our pages.',
          'Preferences: they remember choices you made, such as the data you left half-completed in a complaint form, so that you do not have to enter them again.',
          'Analytics: they help us know how many people visit each page, how long it takes to load and which errors occur, so that we can improve the Services. We use this information in aggregate.',
          'Advertising: they measure the effectiveness of our campaigns, for example whether a visit to a promotional page ended in a registration. They are active only when you allow them.',
        ],
        'The data obtained through these technologies include the cookie identifier, IP address, browser and device type, pages visited, date and time of the visit and the page you came from.',
        'You can disable or delete cookies in your browser settings; see your browser’s help section to find out how. Please note that if you disable strictly necessary cookies, some features of the Services may stop working.',
      ],
    },
    {
      id: 'minors',
      title: '12. Minors',
      body: [
        'Our Services are intended only for people over 18 with legal capacity to contract. We do not knowingly collect data from minors. If we find that an application was made by a minor, we will reject it and delete their data, except what we must keep by law.',
      ],
    },
    {
      id: 'changes',
      title: '13. Changes to this privacy notice',
      body: [
        'This notice may be amended or updated because of legal changes, our own needs arising from the products we offer, our privacy practices or changes in our business model.',
        'We will tell you about any change by publishing the updated version in the app and on our website, with the date of the last update at the top of the document. When a change involves new purposes that require your consent, or new transfers that require it, we will ask for it before the change applies.',
      ],
    },
    {
      id: 'contact',
      title: '14. Contact',
      body: [
        'For any question, comment or complaint about this notice or about the processing of your personal data, you can contact our Personal Data Department:',
        [
          'E-mail: {{lender.supportEmail}}',
          'Address: {{lender.address}}',
          'Opening hours: Monday to Friday from 9:00 to 18:00, except public holidays.',
        ],
        'By using the Services you acknowledge that you have read and understood this privacy notice.',
      ],
    },
  ],
};

export default privacy;
